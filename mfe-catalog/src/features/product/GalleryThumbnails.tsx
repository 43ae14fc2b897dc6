import { imageProps } from '@sohnne/ui';
import type { Media } from '../../types';
import { THUMB_IMAGE, ThumbButton, ThumbList } from './galleryStyles';

interface GalleryThumbnailsProps {
  images: Media[];
  name: string;
  active: number;
  /** Shows photo i. */
  onChoose: (index: number) => void;
}

/** The row of thumbnails under the main photo; none for a single photo. */
export function GalleryThumbnails({ images, name, active, onChoose }: GalleryThumbnailsProps) {
  if (images.length < 2) return null;
  return (
    <ThumbList aria-label="Choose a photo">
      {images.map((image, i) => {
        const props = imageProps(image, name, THUMB_IMAGE);
        return (
          <li key={`${image.url}-${i}`}>
            <ThumbButton
              type="button"
              aria-label={`Show photo ${i + 1} of ${images.length}`}
              aria-current={i === active}
              onClick={() => onChoose(i)}
            >
              {props && <img {...props} alt="" loading="lazy" decoding="async" />}
            </ThumbButton>
          </li>
        );
      })}
    </ThumbList>
  );
}
