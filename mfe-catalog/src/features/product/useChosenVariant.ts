import { useCallback, useState } from 'react';
import type { ProductDetail, ProductVariant } from '@sohnne/contracts';
import { useLocation, usePlatform, useSearchParams } from '@sohnne/platform';
import { afterNextPaint } from '@sohnne/ui';
import { chosenVariant } from './productHead';

/**
 * The variant the shopper picked, else the one the URL names (`?variant=`), else the first; `choose`
 * picks one and writes it into the URL, so a reload or a shared link shows the same variant. The URL is
 * written after the pick's paint: its change re-renders the page, which the tap need not wait for (issue 39).
 */
export function useChosenVariant(product: ProductDetail): {
  variant: ProductVariant | undefined;
  choose: (variantId: string) => void;
} {
  const platform = usePlatform();
  const { pathname } = useLocation();
  const urlVariantId = useSearchParams().get('variant');
  const [picked, setPicked] = useState<string | null>(null);
  const variant = chosenVariant(
    product,
    picked && product.variants.some((v) => v.id === picked) ? picked : urlVariantId,
  );
  const choose = useCallback(
    (variantId: string) => {
      setPicked(variantId);
      afterNextPaint(() =>
        platform.navigation.navigate(`${pathname}?variant=${encodeURIComponent(variantId)}`, {
          replace: true,
        }),
      );
    },
    [platform, pathname],
  );
  return { variant, choose };
}
