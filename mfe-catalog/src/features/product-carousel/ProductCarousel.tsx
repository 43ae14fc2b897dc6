import { lazy, Suspense, useDeferredValue, useId } from 'react';
import styled from 'styled-components';
import type { ProductSource } from '@sohnne/platform';
import { QueryState, Skeleton, StatePanel, useShopperInteracted } from '@sohnne/ui';
import { Header, SLIDES_PER_VIEW } from './layout';
import { CAROUSEL_SIZE, useGetSourceProductsQuery } from './productsApi';
import { StaticSlider } from './StaticSlider';

// Swiper (~31 KB gzip) is fetched on the shopper's first interaction; the static slides show until then.
// The swap is deferred: that first tap (a menu, a field) paints before Swiper renders and adds its CSS.
const ProductSlider = lazy(() => import('./ProductSlider'));

const SKELETON_SLIDES = 4;

export interface ProductCarouselProps {
  /** The section heading; a placeholder bar shows until the host knows it. */
  title?: string;
  /** Which products: featured (the default), newest, best sellers, on sale, a collection, related to a product. */
  source?: ProductSource;
  /** A tag on every card ('Best Seller'). */
  label?: string;
  /** Autoplay delay in ms (3000 / 5000 in the spec); no autoplay without it. */
  autoplayDelay?: number;
  /** Slide transition in ms. */
  speed?: number;
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space(4)} 0;
`;

const SkeletonRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  overflow: hidden;
  padding-bottom: ${({ theme }) => theme.space(3)};
  > div {
    flex: 0 0 calc((100% - ${({ theme }) => theme.space(2)}) / ${SLIDES_PER_VIEW.base});
  }
  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space(3)};
    > div {
      flex-basis: calc((100% - 2 * ${({ theme }) => theme.space(3)}) / ${SLIDES_PER_VIEW.tablet});
    }
  }
  ${({ theme }) => theme.media.desktop} {
    > div {
      flex-basis: calc((100% - 3 * ${({ theme }) => theme.space(3)}) / ${SLIDES_PER_VIEW.desktop});
    }
  }
`;

const TitleSkeleton = styled(Skeleton)`
  max-width: 240px;
`;

export function ProductCarousel({
  title,
  source,
  label,
  autoplayDelay,
  speed,
}: ProductCarouselProps) {
  const headingId = useId();
  const interacted = useDeferredValue(useShopperInteracted());
  const products = useGetSourceProductsQuery({ source, limit: CAROUSEL_SIZE });
  const heading = title ? (
    <h2 id={headingId}>{title}</h2>
  ) : (
    <TitleSkeleton $height="2rem" aria-hidden="true" />
  );

  const loading = (
    <>
      <Header>{heading}</Header>
      <SkeletonRow aria-hidden="true">
        {Array.from({ length: SKELETON_SLIDES }, (_, i) => (
          <div key={i} data-testid="product-skeleton">
            <Skeleton $ratio="4 / 5" />
            <Skeleton $height="1.2em" style={{ marginTop: 8, width: '70%' }} />
            <Skeleton $height="44px" style={{ marginTop: 8 }} />
          </div>
        ))}
      </SkeletonRow>
    </>
  );

  return (
    <Section
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : 'Products'}
    >
      <QueryState
        query={products}
        error="We couldn't load these products."
        errorHeading={<Header>{heading}</Header>}
        loading={loading}
        isEmpty={(list) => list.length === 0}
        empty={
          <>
            <Header>{heading}</Header>
            <StatePanel>
              <p>No products to show right now.</p>
            </StatePanel>
          </>
        }
      >
        {(list) => {
          const still = (
            <StaticSlider
              heading={heading}
              label={title ?? 'Products'}
              products={list}
              tag={label}
            />
          );
          return interacted ? (
            <Suspense fallback={still}>
              <ProductSlider
                heading={heading}
                label={title ?? 'Products'}
                products={list}
                autoplayDelay={autoplayDelay}
                speed={speed}
                tag={label}
              />
            </Suspense>
          ) : (
            still
          );
        }}
      </QueryState>
    </Section>
  );
}
