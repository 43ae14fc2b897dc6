import { imageProps } from '@sohnne/ui';
import type { Media } from '../../types';
import {
  GALLERY_IMAGE,
  GalleryFrame,
  MainFrame,
  THUMB_IMAGE,
  ThumbButton,
  ThumbList,
} from './galleryStyles';

/** The gallery as the server renders it (first photo and the thumbnails), until Swiper takes over. */
export function StaticGallery({ images, name }: { images: Media[]; name: string }) {
  const first = imageProps(images[0], name, GALLERY_IMAGE);
  return (
    <GalleryFrame>
      <MainFrame>{first && <img {...first} loading="eager" decoding="async" />}</MainFrame>
      {images.length > 1 && (
        <ThumbList aria-label="Choose a photo">
          {images.map((image, i) => {
            const props = imageProps(image, name, THUMB_IMAGE);
            return (
              <li key={`${image.url}-${i}`}>
                <ThumbButton
                  type="button"
                  aria-label={`Show photo ${i + 1} of ${images.length}`}
                  aria-current={i === 0}
                  disabled
                >
                  {props && <img {...props} alt="" loading="lazy" decoding="async" />}
                </ThumbButton>
              </li>
            );
          })}
        </ThumbList>
      )}
    </GalleryFrame>
  );
}
