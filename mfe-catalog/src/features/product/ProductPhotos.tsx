import { memo, useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import type { ProductDetail } from '@sohnne/contracts';
import type { Media } from '../../types';
import { ProductGallery } from './ProductGallery';

const NoPhoto = styled.div`
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.grey100};
`;

/** The chosen variant's photos first, then the product's other photos (the other variants' among them). */
export function galleryImages(product: ProductDetail, variantId: string | undefined): Media[] {
  const own = product.variants.find((v) => v.id === variantId)?.gallery ?? [];
  const rest = product.image_list.length
    ? product.image_list
    : product.image
      ? [product.image]
      : [];
  const seen = new Set(own.map((image) => image.url));
  return [...own, ...rest.filter((image) => !seen.has(image.url))];
}

/**
 * The photos of the chosen variant. A new variant's photos are deferred: the tap that chose it paints
 * first (issue 39); the gallery starts again at its first photo.
 */
export const ProductPhotos = memo(function ProductPhotos({
  product,
  variantId,
}: {
  product: ProductDetail;
  variantId: string | undefined;
}) {
  const shownVariantId = useDeferredValue(variantId);
  const images = useMemo(() => galleryImages(product, shownVariantId), [product, shownVariantId]);
  if (!images.length) return <NoPhoto role="img" aria-label={`No photo of ${product.name} yet`} />;
  return <ProductGallery key={shownVariantId} images={images} name={product.name} />;
});
