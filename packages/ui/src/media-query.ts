import { useSyncExternalStore } from 'react';

const subscribeTo = (query: string) => (listener: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  // Older engines (and jsdom's stand-ins) only have addListener.
  if (typeof list.addEventListener !== 'function') {
    list.addListener?.(listener);
    return () => list.removeListener?.(listener);
  }
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
};

const subscriptions = new Map<string, (listener: () => void) => () => void>();

/**
 * Whether a media query matches, following its changes. The server and the hydration pass answer
 * `onServer`, so both render the same HTML.
 */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  let subscribe = subscriptions.get(query);
  if (!subscribe) subscriptions.set(query, (subscribe = subscribeTo(query)));
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => onServer,
  );
}

/** The visitor's reduced-motion setting; assumed until the browser says (nothing moves before it may). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', true);
}
