import { useRef, type ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import swiperCss from 'swiper/css';
import { Button, swiperProgressBar, useReducedMotion } from '@sohnne/ui';
import type { Product } from '../../types';
import { Arrows, CAROUSEL_SPEED, Header, NEXT_LABEL, PREV_LABEL, SLIDES_PER_VIEW } from './layout';
import { ProductCard } from './ProductCard';

/** Swiper's core CSS, injected once by styled-components (no style-loader in the bundle). */
const SwiperCoreStyle = createGlobalStyle`${swiperCss}`;

const Slides = styled.div`
  ${swiperProgressBar}
  .swiper-slide {
    height: auto;
  }
  .swiper-pagination-lock {
    display: none;
  }
`;

export interface ProductSliderProps {
  heading: ReactNode;
  /** Names the region for screen readers. */
  label: string;
  products: Product[];
  autoplayDelay?: number;
  /** Slide transition in ms (the layout's default without it). */
  speed?: number;
  /** A tag on every card ('Best Seller'). */
  tag?: string;
}

/**
 * Swiper with the arrows in the header and a progress bar that follows the active slide. Loaded on the
 * shopper's first interaction; until then StaticSlider shows the same slides.
 */
export default function ProductSlider({
  heading,
  label,
  products,
  autoplayDelay,
  speed = CAROUSEL_SPEED,
  tag,
}: ProductSliderProps) {
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const reducedMotion = useReducedMotion();

  return (
    <>
      <SwiperCoreStyle />
      <Header>
        {heading}
        <Arrows>
          <Button ref={prevRef} type="button" $variant="secondary" aria-label={PREV_LABEL}>
            ‹
          </Button>
          <Button ref={nextRef} type="button" $variant="secondary" aria-label={NEXT_LABEL}>
            ›
          </Button>
        </Arrows>
      </Header>
      <Slides>
        <Swiper
          modules={[Navigation, Pagination, A11y, Keyboard, Autoplay]}
          speed={reducedMotion ? 0 : speed}
          slidesPerView={SLIDES_PER_VIEW.base}
          spaceBetween={16}
          breakpoints={{
            768: { slidesPerView: SLIDES_PER_VIEW.tablet, spaceBetween: 24 },
            1024: { slidesPerView: SLIDES_PER_VIEW.desktop, spaceBetween: 24 },
          }}
          navigation={{ prevEl: prevRef.current, nextEl: nextRef.current }}
          onBeforeInit={(swiper) => {
            // The arrows live in the header, outside Swiper's own markup.
            if (typeof swiper.params.navigation === 'object') {
              swiper.params.navigation.prevEl = prevRef.current;
              swiper.params.navigation.nextEl = nextRef.current;
            }
          }}
          pagination={{ type: 'progressbar' }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={{
            enabled: true,
            containerMessage: label,
            prevSlideMessage: PREV_LABEL,
            nextSlideMessage: NEXT_LABEL,
            slideLabelMessage: 'Product {{index}} of {{slidesLength}}',
          }}
          autoplay={
            autoplayDelay && !reducedMotion
              ? { delay: autoplayDelay, pauseOnMouseEnter: true, disableOnInteraction: true }
              : false
          }
        >
          {products.map((product) => (
            <SwiperSlide key={product.id}>
              <ProductCard product={product} label={tag} />
            </SwiperSlide>
          ))}
        </Swiper>
      </Slides>
    </>
  );
}
