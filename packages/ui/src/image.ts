/** An image as the services describe it (catalog and content alike). */
export interface MediaLike {
  url?: string | null;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface ImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Image attributes with width/height always set (no layout shift) and alt text from the data. */
export function imageProps(
  media: MediaLike | null | undefined,
  fallbackAlt: string,
  size: { width: number; height: number },
): ImageProps | null {
  if (!media?.url) return null;
  return {
    src: media.url,
    alt: media.alternativeText || fallbackAlt,
    width: media.width || size.width,
    height: media.height || size.height,
  };
}
