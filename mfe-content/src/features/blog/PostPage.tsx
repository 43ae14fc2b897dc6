import { useMemo } from 'react';
import styled from 'styled-components';
import { httpStatus, useParams } from '@sohnne/platform';
import { FragmentSlot } from '@sohnne/platform/src/fragment-slot';
import { Breadcrumb, Container, QueryState } from '@sohnne/ui';
import { longUsDate, textOf, withHeadingIds } from './article';
import { ArticleBody } from './ArticleBody';
import { blogApi, isPostSlug, postView, useGetPostQuery, type Post } from './blogApi';
import { Byline } from './PostCard';
import { TableOfContents } from './TableOfContents';

/** Room the 'Premium Replicas' list keeps while it loads (three product rows and its title). */
const REPLICAS_HEIGHT = 420;

const Layout = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.desktop} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 300px;
    gap: ${({ theme }) => theme.space(6)};
    align-items: start;
  }
`;

const Article = styled.article`
  max-width: 760px;
  h1 {
    font-size: clamp(1.9rem, 4.5vw, 2.75rem);
    line-height: 1.15;
    margin: ${({ theme }) => theme.space(2)} 0;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.grey700};
  font-size: 0.95rem;
`;

const Excerpt = styled.div`
  font-size: 1.15rem;
  color: ${({ theme }) => theme.color.grey700};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const Hero = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
`;

const Side = styled.aside`
  margin-top: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: ${({ theme }) => theme.space(12)};
    margin-top: ${({ theme }) => theme.space(9)};
  }
`;

const Loading = styled.p`
  padding: ${({ theme }) => theme.space(8)} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.grey700};
`;

function PostView({ post }: { post: Post }) {
  const view = postView(post);
  const { html, toc } = useMemo(
    () => withHeadingIds(post.content.rendered),
    [post.content.rendered],
  );
  return (
    <Article>
      <Breadcrumb
        items={[{ label: 'Blog', to: '/blog' }, { label: textOf(post.title.rendered) }]}
      />
      <h1 dangerouslySetInnerHTML={{ __html: post.title.rendered }} />
      <Meta>
        <Byline>
          <img src={view.avatar} alt="" width={40} height={40} />
          <span>{view.author}</span>
        </Byline>
        <time dateTime={post.date_gmt}>{longUsDate(post.date_gmt)}</time>
      </Meta>
      <Excerpt dangerouslySetInnerHTML={{ __html: post.excerpt.rendered }} />
      <Hero
        src={view.image}
        alt={textOf(post.title.rendered)}
        width={view.imageWidth}
        height={view.imageHeight}
        fetchPriority="high"
      />
      <TableOfContents entries={toc} />
      <ArticleBody html={html} />
    </Article>
  );
}

/** A blog post at the root ('/{slug}'): server-rendered, with its contents and the premium replicas beside it. */
export default function PostPage() {
  const slug = useParams().slug ?? '';
  // The loader asks the service for the post on every new URL; the page subscribes once that answer is in
  // and is not a 404. A subscription made while the answer is pending takes effect when React reveals the
  // page (up to 300 ms later): after a 404 it would ask the service a second time.
  const known = blogApi.endpoints.getPost.useQueryState(slug);
  const answered = known.isSuccess || (known.isError && httpStatus(known.error) !== 404);
  const query = useGetPostQuery(slug, { skip: !isPostSlug(slug) || !answered });
  return (
    <Layout>
      <QueryState
        query={query}
        error="We couldn't load this post. Please try again."
        loading={<Loading>Loading...</Loading>}
      >
        {(post) => <PostView post={post} />}
      </QueryState>
      <Side aria-label="Premium Replicas">
        <FragmentSlot
          name="catalog/PremiumReplicas"
          props={{ count: 3 }}
          minHeight={REPLICAS_HEIGHT}
          fallback="Premium Replicas are unavailable right now."
        />
      </Side>
    </Layout>
  );
}
