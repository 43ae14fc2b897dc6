import styled, { createGlobalStyle } from 'styled-components';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import swiperCss from 'swiper/css';
import type { CarouselEntry } from '../../types';
import { swiperProgressBar, useReducedMotion } from '@sohnne/ui';

/** The carousel's timing and layout (the spec's constants). */
const AUTOPLAY_DELAY = 3000;
const SPEED = 1250;
const SLIDES = { base: 1, tablet: 2, desktop: 4 } as const;

/** Swiper's core CSS, injected once by styled-components. */
const SwiperCoreStyle = createGlobalStyle`${swiperCss}`;

const Slides = styled.div`
  ${swiperProgressBar}
  figure {
    margin: 0;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.grey100};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(1)};
    font-weight: 500;
    color: ${({ theme }) => theme.color.walnut};
  }
`;

/** Photos of the program's members with their handles: autoplay unless reduced motion, a progress bar. */
export function PeopleCarousel({ label, entries }: { label: string; entries: CarouselEntry[] }) {
  const reducedMotion = useReducedMotion();
  return (
    <Slides>
      <SwiperCoreStyle />
      <Swiper
        key={reducedMotion ? 'still' : 'moving'}
        modules={[Pagination, A11y, Keyboard, Autoplay]}
        speed={reducedMotion ? 0 : SPEED}
        slidesPerView={SLIDES.base}
        spaceBetween={16}
        breakpoints={{
          768: { slidesPerView: SLIDES.tablet, spaceBetween: 24 },
          1024: { slidesPerView: SLIDES.desktop, spaceBetween: 24 },
        }}
        pagination={{ type: 'progressbar' }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          containerMessage: label,
          slideLabelMessage: '{{index}} of {{slidesLength}}',
        }}
        autoplay={
          reducedMotion
            ? false
            : { delay: AUTOPLAY_DELAY, pauseOnMouseEnter: true, disableOnInteraction: true }
        }
        loop={false}
      >
        {entries.map((entry) => (
          <SwiperSlide key={entry.handle}>
            <figure>
              <img
                src={entry.photo.url}
                alt={entry.name}
                width={entry.photo.width}
                height={entry.photo.height}
                loading="lazy"
              />
              <figcaption>{entry.handle}</figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
    </Slides>
  );
}
