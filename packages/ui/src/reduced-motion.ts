import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  // Older engines (and jsdom's stand-ins) only have addListener.
  if (typeof list.addEventListener !== 'function') {
    list.addListener?.(listener);
    return () => list.removeListener?.(listener);
  }
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

const getSnapshot = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/**
 * The visitor's reduced-motion setting. The server and the hydration pass assume reduced motion (nothing
 * moves until the browser has said it may), so both render the same HTML.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}
