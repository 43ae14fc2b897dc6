import { memo } from 'react';
import styled from 'styled-components';
import { ProductGrid, Skeleton } from '@sohnne/ui';
import type { ProductCardSummary } from '../../types';
import { ProductCard } from '../product-carousel';

/** Cards in the first row load their images eagerly. */
const EAGER_CARDS = 4;

const SkeletonLine = styled(Skeleton)`
  margin-top: ${({ theme }) => theme.space(1)};
`;

/**
 * Product cards in the 2/3/4-column grid. Memoised: a page's re-render with the same products (a filter
 * ticked while the next listing loads) leaves the grid as it is.
 */
export const ProductCardGrid = memo(function ProductCardGrid({
  products,
  label,
  eager = false,
}: {
  products: ProductCardSummary[];
  label?: string;
  eager?: boolean;
}) {
  return (
    <ProductGrid>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} label={label} eager={eager && i < EAGER_CARDS} />
        </li>
      ))}
    </ProductGrid>
  );
});

/** The grid's placeholder while products load. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ProductGrid aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} data-testid="product-skeleton">
          <Skeleton $ratio="4 / 5" />
          <SkeletonLine $height="1.2em" style={{ width: '70%' }} />
          <SkeletonLine $height="44px" />
        </li>
      ))}
    </ProductGrid>
  );
}
