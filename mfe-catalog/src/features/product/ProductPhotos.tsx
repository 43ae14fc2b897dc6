import { lazy, memo, Suspense, useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import type { ProductDetail } from '@sohnne/contracts';
import { useShopperInteracted } from '@sohnne/ui';
import type { Media } from '../../types';
import { StaticGallery } from './StaticGallery';

// Swiper (~31 KB gzip) arrives on the shopper's first interaction; until then the server's markup
// (first photo, thumbnails) stays.
const ProductGallery = lazy(() => import('./ProductGallery'));

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
 * The photos of the chosen variant: the static gallery, then Swiper once the shopper interacts. Both the
 * swap and a new variant's photos are deferred: the tap that caused them paints first (issue 39).
 */
export const ProductPhotos = memo(function ProductPhotos({
  product,
  variantId,
}: {
  product: ProductDetail;
  variantId: string | undefined;
}) {
  const interacted = useDeferredValue(useShopperInteracted());
  const shownVariantId = useDeferredValue(variantId);
  const images = useMemo(() => galleryImages(product, shownVariantId), [product, shownVariantId]);
  if (!images.length) return <NoPhoto role="img" aria-label={`No photo of ${product.name} yet`} />;
  const still = <StaticGallery images={images} name={product.name} />;
  if (!interacted) return still;
  return (
    <Suspense fallback={still}>
      <ProductGallery key={shownVariantId} images={images} name={product.name} />
    </Suspense>
  );
});
