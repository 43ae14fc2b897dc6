import { useCallback, useState } from 'react';
import type { ProductDetail, ProductVariant } from '@sohnne/contracts';
import { useLocation, usePlatform, useSearchParams } from '@sohnne/platform';
import { chosenVariant } from './productHead';

/**
 * The variant the shopper picked, else the one the URL names (`?variant=`), else the first; `choose`
 * picks one and writes it into the URL, so a reload or a shared link shows the same variant.
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
      platform.navigation.navigate(`${pathname}?variant=${encodeURIComponent(variantId)}`, {
        replace: true,
      });
    },
    [platform, pathname],
  );
  return { variant, choose };
}
