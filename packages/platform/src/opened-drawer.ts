import { useEffect, type RefObject } from 'react';
import { afterNextPaint } from '@sohnne/ui';

/**
 * While a drawer is open, focus is in it (on `focusFirst`) and the page behind does not scroll. Both follow the
 * drawer's first paint: locking the page's scroll lays the whole page out again, which the tap that opened it
 * would otherwise wait for (issue 39).
 */
export function useOpenedDrawer(open: boolean, focusFirst: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    let shown = true;
    const { overflow } = document.body.style;
    afterNextPaint(() => {
      if (!shown) return;
      focusFirst.current?.focus();
      document.body.style.overflow = 'hidden';
    });
    return () => {
      shown = false;
      document.body.style.overflow = overflow;
    };
  }, [open, focusFirst]);
}
