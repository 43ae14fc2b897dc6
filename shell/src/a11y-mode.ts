import { createStore, type Store } from '@sohnne/platform';

/** The footer's accessibility tool: higher contrast and larger text, kept across visits in a cookie (the server renders it too). */
export const A11Y_COOKIE = 'sohnne_a11y';
export const A11Y_ATTRIBUTE = 'data-a11y';

export interface A11yMode {
  enabled: Store<boolean>;
  toggle(): void;
}

function apply(on: boolean) {
  if (on) document.documentElement.setAttribute(A11Y_ATTRIBUTE, 'on');
  else document.documentElement.removeAttribute(A11Y_ATTRIBUTE);
}

export function createA11yMode(initial: boolean): A11yMode {
  const enabled = createStore(initial);
  apply(initial);
  return {
    enabled,
    toggle: () => {
      const next = !enabled.get();
      document.cookie = `${A11Y_COOKIE}=${next ? 'on' : 'off'}; path=/; max-age=31536000; samesite=lax`;
      apply(next);
      enabled.set(next);
    },
  };
}
