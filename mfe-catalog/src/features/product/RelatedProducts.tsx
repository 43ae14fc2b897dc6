import { memo, useId } from 'react';
import styled from 'styled-components';
import { HydrateOnVisible } from '@sohnne/platform';
import { ProductGrid } from '@sohnne/ui';
import type { ProductCardSummary } from '../../types';
import { ProductCard } from '../product-carousel';

const Related = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: clamp(1.4rem, 3vw, 2rem);
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/**
 * 'You may also like': the related products' cards, below the fold, so they hydrate when they near the
 * viewport or a shopper reaches for them (the page's own controls hydrate first).
 */
export const RelatedProducts = memo(function RelatedProducts({
  products,
}: {
  products: ProductCardSummary[];
}) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <HydrateOnVisible>
      <Related aria-labelledby={headingId}>
        <h2 id={headingId}>You may also like</h2>
        <ProductGrid>
          {products.map((item) => (
            <li key={item.id}>
              <ProductCard product={item} />
            </li>
          ))}
        </ProductGrid>
      </Related>
    </HydrateOnVisible>
  );
});
