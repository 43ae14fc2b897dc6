import { useRef, useState } from 'react';
import { createGlobalStyle } from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import swiperCss from 'swiper/css';
import { imageProps } from '@sohnne/ui';
import type { Media } from '../../types';
import { GalleryThumbnails } from './GalleryThumbnails';
import { Arrow, GALLERY_IMAGE, GalleryFrame, MainFrame } from './galleryStyles';

const SwiperCoreStyle = createGlobalStyle`${swiperCss}`;

export interface ProductGalleryProps {
  images: Media[];
  name: string;
}

/**
 * The product's photos in a Swiper (arrow keys, swipe, arrows) with a row of thumbnails that choose the
 * photo. Loaded on the shopper's first interaction; the server and the renders before it show StaticGallery's markup.
 */
export default function ProductGallery({ images, name }: ProductGalleryProps) {
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);

  return (
    <GalleryFrame>
      <SwiperCoreStyle />
      <MainFrame>
        <Swiper
          modules={[Navigation, Keyboard, A11y]}
          onSwiper={setSwiper}
          onSlideChange={(instance) => setActive(instance.activeIndex)}
          slidesPerView={1}
          spaceBetween={8}
          keyboard={{ enabled: true, onlyInViewport: true }}
          navigation={{ prevEl: prevRef.current, nextEl: nextRef.current }}
          onBeforeInit={(instance) => {
            if (typeof instance.params.navigation === 'object') {
              instance.params.navigation.prevEl = prevRef.current;
              instance.params.navigation.nextEl = nextRef.current;
            }
          }}
          a11y={{
            enabled: true,
            containerMessage: `${name} photos`,
            prevSlideMessage: 'Previous photo',
            nextSlideMessage: 'Next photo',
            slideLabelMessage: 'Photo {{index}} of {{slidesLength}}',
          }}
        >
          {images.map((image, i) => {
            const props = imageProps(image, name, GALLERY_IMAGE);
            return (
              <SwiperSlide key={`${image.url}-${i}`}>
                {props && <img {...props} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />}
              </SwiperSlide>
            );
          })}
        </Swiper>
        {images.length > 1 && (
          <>
            <Arrow ref={prevRef} type="button" $side="left" aria-label="Previous photo">
              ‹
            </Arrow>
            <Arrow ref={nextRef} type="button" $side="right" aria-label="Next photo">
              ›
            </Arrow>
          </>
        )}
      </MainFrame>
      <GalleryThumbnails
        images={images}
        name={name}
        active={active}
        onChoose={(i) => swiper?.slideTo(i)}
      />
    </GalleryFrame>
  );
}
