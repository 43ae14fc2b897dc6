import { useId } from 'react';
import styled from 'styled-components';
import type { ProductSource } from '@sohnne/platform';
import { QueryState, StatePanel } from '@sohnne/ui';
import { useGetSourceProductsQuery } from '../product-carousel';
import { ProductCardGrid, ProductGridSkeleton } from './ProductCardGrid';

const DEFAULT_GRID_LIMIT = 8;

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

/** A grid of product cards from a source ('You may also like...' in the account area). */
export function ProductGridFragment({
  title,
  source,
  limit = DEFAULT_GRID_LIMIT,
}: ProductGridFragmentProps) {
  const headingId = useId();
  const products = useGetSourceProductsQuery({ source, limit });
  return (
    <Section
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : 'Products'}
    >
      {title && <h2 id={headingId}>{title}</h2>}
      <QueryState
        query={products}
        error="We couldn't load these products."
        loading={<ProductGridSkeleton count={Math.min(limit, 4)} />}
        isEmpty={(list) => list.length === 0}
        empty={
          <StatePanel>
            <p>No products to show right now.</p>
          </StatePanel>
        }
      >
        {(list) => <ProductCardGrid products={list} />}
      </QueryState>
    </Section>
  );
}
