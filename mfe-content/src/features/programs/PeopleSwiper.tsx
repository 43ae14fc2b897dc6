import { createGlobalStyle } from 'styled-components';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import swiperCss from 'swiper/css';
import { useReducedMotion } from '@sohnne/ui';
import type { CarouselEntry } from '../../types';
import { AUTOPLAY_DELAY, Person, SLIDES, SPEED } from './peopleSlides';

/** Swiper's core CSS, injected once by styled-components. */
const SwiperCoreStyle = createGlobalStyle`${swiperCss}`;

/** The people in Swiper: autoplay unless reduced motion, a progress bar. Loaded on the first interaction. */
export default function PeopleSwiper({
  label,
  entries,
}: {
  label: string;
  entries: CarouselEntry[];
}) {
  const reducedMotion = useReducedMotion();
  return (
    <>
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
            <Person entry={entry} />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
