import { useState } from 'react';
import { usePlatform } from '@sohnne/platform';

/** A line a product's form adds: the variant and quantity the shopper chose. */
export interface CartLine {
  productId: string;
  variantId?: string;
  quantity: number;
  name: string;
}

/**
 * Adding a product once hydrated (before scripts its form posts to the page server instead): busy while
 * the platform adds, a toast when it could not.
 */
export function useAddToCart(): { busy: boolean; add: (line: CartLine) => Promise<void> } {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  const add = async (line: CartLine) => {
    setBusy(true);
    try {
      await platform.cart.add(line);
    } catch {
      platform.toasts.error(`We couldn't add ${line.name} to your cart. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return { busy, add };
}
