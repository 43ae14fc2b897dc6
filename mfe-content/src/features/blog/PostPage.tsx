import { memo, Suspense, useMemo } from 'react';
import styled from 'styled-components';
import { httpStatus, HydrateOnVisible, useParams } from '@sohnne/platform';
import { FragmentSlot } from '@sohnne/platform/src/fragment-slot';
import { Breadcrumb, Container, QueryState } from '@sohnne/ui';
import { longUsDate, withHeadingIds, type TocEntry } from './article';
import { textOf } from './text';
import { ArticleBody } from './ArticleBody';
import { blogApi, isPostSlug, postView, useGetPostQuery, type Post } from './blogApi';
import { Byline } from './Byline';
import { TableOfContents } from './TableOfContents';

/** Room the 'Premium Replicas' list keeps while it loads (three product rows and its title). */
const REPLICAS_HEIGHT = 420;
const REPLICAS_PROPS = { count: 3 };

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

/** The top of the post, on the first screen: where it is, its title, author, date, excerpt and picture. */
function PostHeader({ post }: { post: Post }) {
  const view = postView(post);
  return (
    <>
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
    </>
  );
}

/**
 * The contents and the body, from the first screen's end on: they hydrate when they near the viewport or a
 * reader reaches for them (their links work before). Memoised over stable props: an update reaching a
 * section still waiting to hydrate would make React drop its server HTML and render it again.
 */
const PostBody = memo(function PostBody({ html, toc }: { html: string; toc: TocEntry[] }) {
  return (
    <HydrateOnVisible>
      <TableOfContents entries={toc} />
      <ArticleBody html={html} />
    </HydrateOnVisible>
  );
});

function PostView({ post }: { post: Post }) {
  const { html, toc } = useMemo(
    () => withHeadingIds(post.content.rendered),
    [post.content.rendered],
  );
  return (
    <Article>
      {/* Its own boundary: the first screen hydrates as a task of its own. */}
      <Suspense fallback={null}>
        <PostHeader post={post} />
      </Suspense>
      <PostBody html={html} toc={toc} />
    </Article>
  );
}

/** The catalog's premium replicas beside the post (under it on phones), hydrated when near the viewport. */
const PremiumReplicas = memo(function PremiumReplicas() {
  return (
    <Side aria-label="Premium Replicas">
      <HydrateOnVisible>
        <FragmentSlot
          name="catalog/PremiumReplicas"
          props={REPLICAS_PROPS}
          minHeight={REPLICAS_HEIGHT}
          fallback="Premium Replicas are unavailable right now."
        />
      </HydrateOnVisible>
    </Side>
  );
});

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
      <PremiumReplicas />
    </Layout>
  );
}
