import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CartSummary, CurrencyState, Platform, SessionUser } from './contract';

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs a <PlatformContext.Provider> (the MFE root gives one)');
  return platform;
}

export function useSession(): SessionUser | null {
  const { session } = usePlatform();
  return useSyncExternalStore(session.subscribe, session.get);
}

export function useCurrency(): CurrencyState {
  const { currency } = usePlatform();
  return useSyncExternalStore(currency.subscribe, currency.get);
}

export function useCartSummary(): CartSummary {
  const { cart } = usePlatform();
  return useSyncExternalStore(cart.subscribe, cart.get);
}
