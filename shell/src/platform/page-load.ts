import { createStore, type PageLoadApi, type Store } from '@sohnne/platform';

/** The spec's overlay hide delay. */
export const OVERLAY_HIDE_DELAY_MS = 800;
/** A page that never reports done() must not leave the overlay up for good. */
export const PAGE_LOAD_MAX_MS = 10_000;

export interface ShellPageLoad extends PageLoadApi {
  /** Whether the overlay is shown: while flagged and for 800 ms after the flag clears. */
  overlay: Store<boolean>;
  isLoading(): boolean;
  /** Whether done() was already called on this page (pathname + search). */
  doneOn(path: string): boolean;
}

const currentPath = () => window.location.pathname + window.location.search;

export function createPageLoad(
  hideDelay = OVERLAY_HIDE_DELAY_MS,
  maxDuration = PAGE_LOAD_MAX_MS,
): ShellPageLoad {
  const overlay = createStore(false);
  let loading = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  let donePath: string | null = null;

  const done = () => {
    donePath = currentPath();
    if (!loading) return;
    loading = false;
    clearTimeout(maxTimer);
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => overlay.set(false), hideDelay);
  };

  return {
    overlay,
    isLoading: () => loading,
    doneOn: (path) => donePath === path,
    start: () => {
      loading = true;
      clearTimeout(hideTimer);
      clearTimeout(maxTimer);
      maxTimer = setTimeout(done, maxDuration);
      overlay.set(true);
    },
    done,
  };
}
