import { useRef, useState } from 'react';
import { imageProps } from '@sohnne/ui';
import type { Media } from '../../types';
import { GalleryThumbnails } from './GalleryThumbnails';
import {
  Arrow,
  GALLERY_IMAGE,
  GalleryFrame,
  MainFrame,
  PHOTO_GAP_PX,
  PhotoTrack,
} from './galleryStyles';

export interface ProductGalleryProps {
  images: Media[];
  name: string;
}

/**
 * The product's photos in a track the browser scrolls and snaps (swipe, arrow keys once focused), with
 * Previous and Next and a row of thumbnails that choose the photo. The same markup on the server: the
 * track swipes before and without scripts.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const step = (element: HTMLElement) => element.clientWidth + PHOTO_GAP_PX;

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    setActive(index);
    // Smoothly where motion is allowed: the track's scroll-behavior.
    element.scrollLeft = index * step(element);
  };
  // The photo in view follows the track's scrolling, whoever scrolled it.
  const onScroll = () => {
    const element = track.current;
    if (!element) return;
    const inView = Math.round(element.scrollLeft / step(element));
    if (inView !== active) setActive(inView);
  };

  return (
    <GalleryFrame>
      <MainFrame>
        <PhotoTrack
          ref={track}
          aria-label={`${name} photos`}
          // Focusable, so the arrow keys scroll it (a region of the page of its own).
          tabIndex={0}
          onScroll={onScroll}
        >
          {images.map((image, i) => {
            const props = imageProps(image, name, GALLERY_IMAGE);
            return (
              <li key={`${image.url}-${i}`} aria-label={`Photo ${i + 1} of ${images.length}`}>
                {props && <img {...props} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />}
              </li>
            );
          })}
        </PhotoTrack>
        {images.length > 1 && (
          <>
            <Arrow
              type="button"
              $side="left"
              aria-label="Previous photo"
              disabled={active === 0}
              onClick={() => show(active - 1)}
            >
              ‹
            </Arrow>
            <Arrow
              type="button"
              $side="right"
              aria-label="Next photo"
              disabled={active === images.length - 1}
              onClick={() => show(active + 1)}
            >
              ›
            </Arrow>
          </>
        )}
      </MainFrame>
      <GalleryThumbnails images={images} name={name} active={active} onChoose={show} />
    </GalleryFrame>
  );
}
