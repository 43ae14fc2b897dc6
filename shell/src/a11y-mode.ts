import { createStore, type Store } from '@sohnne/platform';

/** The footer's accessibility tool: higher contrast and larger text, kept across visits. */
export const A11Y_STORAGE_KEY = 'sohnne_a11y';
export const A11Y_ATTRIBUTE = 'data-a11y';

export interface A11yMode {
  enabled: Store<boolean>;
  toggle(): void;
}

function readStored(): boolean {
  try {
    return localStorage.getItem(A11Y_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function apply(on: boolean) {
  if (on) document.documentElement.setAttribute(A11Y_ATTRIBUTE, 'on');
  else document.documentElement.removeAttribute(A11Y_ATTRIBUTE);
}

export function createA11yMode(): A11yMode {
  const enabled = createStore(readStored());
  apply(enabled.get());
  return {
    enabled,
    toggle: () => {
      const next = !enabled.get();
      try {
        localStorage.setItem(A11Y_STORAGE_KEY, next ? 'on' : 'off');
      } catch {
        // No storage: the mode lasts for this page only.
      }
      apply(next);
      enabled.set(next);
    },
  };
}
