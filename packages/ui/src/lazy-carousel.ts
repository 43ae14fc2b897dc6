import { useSyncExternalStore } from 'react';
import { css } from 'styled-components';

/**
 * What counts as the shopper using the page: a carousel's script (Swiper, ~31 KB gzip) is fetched on the
 * first of these, not with the page, so a visitor who only reads never downloads it. Scrolling is one, so
 * a carousel below the fold has its script before it comes into view.
 */
const INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

let interacted = false;
const listeners = new Set<() => void>();

let noticed = false;

/**
 * The first interaction is answered after its own paint: a tap on the menu or a filter must not wait for
 * carousels to fetch and mount Swiper (the frame's callbacks run before its paint; a task queued there, after).
 */
function onFirstInteraction() {
  if (noticed) return;
  noticed = true;
  for (const event of INTERACTIONS) window.removeEventListener(event, onFirstInteraction, true);
  requestAnimationFrame(() =>
    setTimeout(() => {
      interacted = true;
      for (const listener of listeners) listener();
      listeners.clear();
    }, 0),
  );
}

function subscribe(listener: () => void) {
  if (interacted) return () => {};
  if (listeners.size === 0)
    for (const event of INTERACTIONS)
      window.addEventListener(event, onFirstInteraction, { capture: true, passive: true });
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the shopper has interacted with the page yet. The server and the hydration pass say no, so a
 * carousel renders its static slides there and swaps in the interactive one afterwards, without a mismatch.
 */
export function useShopperInteracted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
}

/**
 * A row of slides laid out as Swiper lays them out (`slidesPerView` slides, `gap` px apart), for the static
 * slides shown until Swiper loads: the same widths, so nothing moves when it takes over.
 */
export const staticSlideRow = (slidesPerView: number, gapPx: number) => css`
  display: flex;
  gap: ${gapPx}px;
  overflow: hidden;
  > * {
    flex: 0 0 calc((100% - ${(slidesPerView - 1) * gapPx}px) / ${slidesPerView});
    min-width: 0;
  }
`;
