import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, staticSlideRow } from '@sohnne/ui';
import type { Product } from '../../types';
import { Arrows, Header, NEXT_LABEL, PREV_LABEL, SLIDES_PER_VIEW } from './layout';
import { ProductCard } from './ProductCard';

/** Swiper's layout (16 px apart, 24 px from the tablet up) and the room of its progress bar, without Swiper. */
const Row = styled.div`
  ${staticSlideRow(SLIDES_PER_VIEW.base, 16)}
  padding-bottom: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.tablet} {
    ${staticSlideRow(SLIDES_PER_VIEW.tablet, 24)}
  }
  ${({ theme }) => theme.media.desktop} {
    ${staticSlideRow(SLIDES_PER_VIEW.desktop, 24)}
  }
`;

export interface StaticSliderProps {
  heading: ReactNode;
  label: string;
  products: Product[];
  tag?: string;
}

/**
 * The carousel as the server renders it and as it stays until the shopper first interacts with the page:
 * the same header, arrows and slides as ProductSlider, laid out alike, with no script of its own.
 */
export function StaticSlider({ heading, label, products, tag }: StaticSliderProps) {
  return (
    <>
      <Header>
        {heading}
        <Arrows>
          <Button type="button" $variant="secondary" aria-label={PREV_LABEL}>
            ‹
          </Button>
          <Button type="button" $variant="secondary" aria-label={NEXT_LABEL}>
            ›
          </Button>
        </Arrows>
      </Header>
      <Row aria-label={label}>
        {products.map((product, index) => (
          <div
            key={product.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`Product ${index + 1} of ${products.length}`}
          >
            <ProductCard product={product} label={tag} />
          </div>
        ))}
      </Row>
    </>
  );
}
