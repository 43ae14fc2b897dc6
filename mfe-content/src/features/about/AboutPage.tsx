import { useEffect } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@sohnne/platform';
import { Button, Container, PageHeading, Skeleton, StatePanel, VisuallyHidden } from '@sohnne/ui';
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
  const platform = usePlatform();
  const { data, error, isLoading, isFetching, refetch } = useGetPageQuery('about-us');
  const missing = !!error && 'status' in error && error.status === 404;
  const settled = data !== undefined || !!error;

  useEffect(() => {
    platform.navigation.setTitle('About Us');
  }, [platform]);

  useEffect(() => {
    if (missing) platform.navigation.notFound();
    else if (settled) platform.pageLoad.done();
  }, [missing, settled, platform]);

  if (missing) return null;

  if (isLoading) {
    return (
      <Page aria-busy="true">
        <VisuallyHidden role="status">Loading</VisuallyHidden>
        <Lines aria-hidden="true" data-testid="about-skeleton">
          <Skeleton $height="2.5rem" style={{ width: '40%' }} />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} $height="1rem" style={{ width: i % 4 === 3 ? '60%' : '100%' }} />
          ))}
        </Lines>
      </Page>
    );
  }

  if (!data) {
    return (
      <Page>
        <PageHeading>About Us</PageHeading>
        <StatePanel role="alert">
          <p>We couldn&apos;t load this page. Please try again.</p>
          <Button type="button" onClick={() => refetch()} disabled={isFetching}>
            Try again
          </Button>
        </StatePanel>
      </Page>
    );
  }

  return (
    <Page as="article">
      <PageHeading>{data.title}</PageHeading>
      <Prose html={data.html} />
    </Page>
  );
}
