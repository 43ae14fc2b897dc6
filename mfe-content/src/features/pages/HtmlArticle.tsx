import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Breadcrumb, PageContainer, PageHeading, QueryState, Skeleton } from '@sohnne/ui';
import { Prose } from './Prose';
import { useGetPageQuery } from './pagesApi';

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  max-width: 72ch;
  margin-top: ${({ theme }) => theme.space(4)};
`;

export interface HtmlArticleProps {
  slug: string;
  /** The breadcrumb's label for this page; no breadcrumb without it. */
  breadcrumb?: string;
  /** Shown after the page's text (a form that belongs to the page). */
  after?: ReactNode;
}

/** A page of the content service: its title and sanitized HTML, with the loading and error states. */
export function HtmlArticle({ slug, breadcrumb, after }: HtmlArticleProps) {
  const query = useGetPageQuery(slug);
  return (
    <PageContainer as="article">
      {breadcrumb && <Breadcrumb items={[{ label: breadcrumb }]} />}
      <QueryState
        query={query}
        error="We couldn't load this page. Please try again."
        loading={
          <Lines aria-hidden="true" data-testid="page-skeleton">
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
            {after}
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
