import { Suspense } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from '@sohnne/platform';
import {
  ButtonLink,
  PageContainer,
  PageHeading,
  Pagination,
  QueryState,
  Skeleton,
  StatePanel,
} from '@sohnne/ui';
import { ProductCardGrid, ProductGridSkeleton } from '../product-grid';
import { searchArg, searchHref, useSearchProductsQuery } from './searchApi';

const SKELETON_CARDS = 8;
/** More pages than this and the numbers skip with an ellipsis. */
const PAGE_NUMBERS = 5;

const Query = styled.p`
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.grey700};
`;

/** Search results: '{n} Products Found', the grid, Previous/Next with page numbers. */
export default function SearchPage() {
  const arg = searchArg(useSearchParams());
  const query = useSearchProductsQuery(arg);
  return (
    <PageContainer>
      <QueryState
        query={query}
        error="We couldn't search the catalogue. Please try again."
        loading={
          <>
            <Skeleton $height="2.5rem" style={{ width: '40%', margin: '32px 0 24px' }} />
            <ProductGridSkeleton count={SKELETON_CARDS} />
          </>
        }
        isEmpty={(result) => result.productFound === 0}
        empty={
          <>
            <PageHeading>0 Products Found</PageHeading>
            <StatePanel>
              <p>No products found.</p>
              <ButtonLink as={Link} to="/collections" $variant="secondary">
                Browse Collections
              </ButtonLink>
            </StatePanel>
          </>
        }
      >
        {(result) => (
          <>
            <PageHeading>{`${result.productFound} Products Found`}</PageHeading>
            {result.searchQuery && <Query>Results for “{result.searchQuery}”</Query>}
            {/* The grid and the pages are Suspense boundaries: each hydrated as a task of its own. */}
            <Suspense fallback={null}>
              <ProductCardGrid products={result.products} eager />
            </Suspense>
            <Suspense fallback={null}>
              <Pagination
                page={result.currentPage}
                totalPages={result.totalPages}
                size={PAGE_NUMBERS}
                ends={result.totalPages > PAGE_NUMBERS}
                prevNext
                label="Search result pages"
                hrefFor={(n) => searchHref(arg.product, n)}
              />
            </Suspense>
          </>
        )}
      </QueryState>
    </PageContainer>
  );
}
