import { imageProps } from '@sohnne/ui';
import type { Media } from '../../types';
import { GalleryThumbnails } from './GalleryThumbnails';
import { GALLERY_IMAGE, GalleryFrame, MainFrame } from './galleryStyles';

/** The gallery as the server renders it (first photo and the thumbnails), until Swiper takes over. */
export function StaticGallery({ images, name }: { images: Media[]; name: string }) {
  const first = imageProps(images[0], name, GALLERY_IMAGE);
  return (
    <GalleryFrame>
      <MainFrame>{first && <img {...first} loading="eager" decoding="async" />}</MainFrame>
      <GalleryThumbnails images={images} name={name} active={0} />
    </GalleryFrame>
  );
}
