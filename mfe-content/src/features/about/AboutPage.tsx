import styled from 'styled-components';
import { Container, PageHeading, QueryState, Skeleton } from '@sohnne/ui';
import { Prose } from './Prose';
import { useGetPageQuery } from './pagesApi';

const Page = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space(8)};
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  max-width: 72ch;
  margin-top: ${({ theme }) => theme.space(4)};
`;

export default function AboutPage() {
  const query = useGetPageQuery('about-us');
  return (
    <Page as="article">
      <QueryState
        query={query}
        error="We couldn't load this page. Please try again."
        loading={
          <Lines aria-hidden="true" data-testid="about-skeleton">
            <Skeleton $height="2.5rem" style={{ width: '40%' }} />
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} $height="1rem" style={{ width: i % 4 === 3 ? '60%' : '100%' }} />
            ))}
          </Lines>
        }
      >
        {(page) => (
          <>
            <PageHeading>{page.title}</PageHeading>
            <Prose html={page.html} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
