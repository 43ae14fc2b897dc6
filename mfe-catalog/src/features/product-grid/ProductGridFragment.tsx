import { useId } from 'react';
import styled from 'styled-components';
import type { ProductSource } from '@sohnne/platform';
import { Button } from '@sohnne/ui';
import { useGetSourceProductsQuery } from '../product-carousel';
import { ProductCardGrid, ProductGridSkeleton } from './ProductCardGrid';

export const DEFAULT_GRID_LIMIT = 8;

export interface ProductGridFragmentProps {
  title?: string;
  source?: ProductSource;
  limit?: number;
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space(4)} 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const Message = styled.div`
  padding: ${({ theme }) => theme.space(4)} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.grey700};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

/** A grid of product cards from a source ('You may also like...' in the account area). */
export function ProductGridFragment({
  title,
  source,
  limit = DEFAULT_GRID_LIMIT,
}: ProductGridFragmentProps) {
  const headingId = useId();
  const { data, isLoading, isError, isFetching, refetch } = useGetSourceProductsQuery({
    source,
    limit,
  });
  let body;
  if (isLoading) body = <ProductGridSkeleton count={Math.min(limit, 4)} />;
  else if (isError && !data)
    body = (
      <Message role="alert">
        <p>We couldn&apos;t load these products.</p>
        <Button type="button" $variant="secondary" onClick={() => refetch()} disabled={isFetching}>
          Try again
        </Button>
      </Message>
    );
  else if (!data?.length)
    body = (
      <Message>
        <p>No products to show right now.</p>
      </Message>
    );
  else body = <ProductCardGrid products={data} />;
  return (
    <Section
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : 'Products'}
    >
      {title && <h2 id={headingId}>{title}</h2>}
      {body}
    </Section>
  );
}
