import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CartSummary, CurrencyState, Platform, SessionUser } from './contract';

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform)
    throw new Error('usePlatform() needs a <PlatformContext.Provider> (the MFE root gives one)');
  return platform;
}

export function useSession(): SessionUser | null {
  const { session } = usePlatform();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function useCurrency(): CurrencyState {
  const { currency } = usePlatform();
  return useSyncExternalStore(currency.subscribe, currency.get, currency.get);
}

export function useCartSummary(): CartSummary {
  const { cart } = usePlatform();
  return useSyncExternalStore(cart.subscribe, cart.get, cart.get);
}

/** Ids of the products on the signed-in customer's wishlist (empty for a visitor); re-renders on a change. */
export function useWishlistIds(): string[] {
  const { wishlist } = usePlatform();
  return useSyncExternalStore(wishlist.subscribe, wishlist.ids, wishlist.ids);
}

/** Whether one product is on the wishlist, and its toggle (a visitor is sent to /login). */
export function useWishlistMark(
  productId: string,
  name?: string,
): { on: boolean; toggle: () => Promise<boolean> } {
  const { wishlist } = usePlatform();
  const on = useWishlistIds().includes(productId);
  return { on, toggle: () => wishlist.toggle({ productId, name }) };
}

const subscribeNever = () => () => {};

/** False while the server renders and while the browser hydrates that HTML; true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** Formats USD amounts in the shopper's currency; a component using it re-renders on a currency switch. */
export function useMoney(): (usdAmount: number) => string {
  const { currency } = usePlatform();
  useCurrency();
  return currency.format;
}
