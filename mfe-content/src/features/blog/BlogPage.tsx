import styled from 'styled-components';
import { Link, useSearchParams } from '@sohnne/platform';
import { ButtonLink, Container, PageHeading, Pagination, QueryState, StatePanel } from '@sohnne/ui';
import { pageFrom, useGetPostsQuery } from './blogApi';
import { NewsletterPanel, NewsletterWithoutScripts } from './NewsletterPanel';
import { PostCard, PostCardSkeleton, PostGrid } from './PostCard';

/** Placeholder cards while the posts load (the spec's count). */
const BLOG_SKELETONS = 6;

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space(6)};
`;

const Intro = styled.p`
  margin: -${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.grey700};
  max-width: 60ch;
`;

export default function BlogPage() {
  const page = pageFrom(useSearchParams());
  const query = useGetPostsQuery(page);
  return (
    <Page>
      <PageHeading>Blog</PageHeading>
      <Intro>
        Stories behind the design classics, how they are made, and how to live with them.
      </Intro>
      <QueryState
        query={query}
        error="We couldn't load the blog. Please try again."
        loading={
          <PostGrid>
            {Array.from({ length: BLOG_SKELETONS }, (_, i) => (
              <li key={i}>
                <PostCardSkeleton />
              </li>
            ))}
          </PostGrid>
        }
        isEmpty={(data) => data.posts.length === 0}
        empty={
          <StatePanel>
            <h2>No posts yet</h2>
            <p>New stories are on their way. In the meantime, browse the collections.</p>
            <ButtonLink as={Link} to="/collections">
              Shop Collections
            </ButtonLink>
          </StatePanel>
        }
      >
        {(data) => (
          <>
            <PostGrid>
              {data.posts.map((post, i) => (
                <li key={post.id}>
                  <PostCard post={post} eager={i < 3} />
                </li>
              ))}
            </PostGrid>
            <Pagination
              page={data.currentPage}
              totalPages={data.totalPages}
              hrefFor={(n) => (n === 1 ? '/blog' : `/blog?page=${n}`)}
              size={0}
              prevNext
              label="Blog pages"
            />
          </>
        )}
      </QueryState>
      <NewsletterPanel />
      <NewsletterWithoutScripts />
    </Page>
  );
}
