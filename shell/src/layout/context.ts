import { createContext, useContext, useSyncExternalStore, type MouseEvent } from 'react';
import type { A11yMode } from '../a11y-mode';
import type { MfeRegistry } from '../mfes';
import type { Shell } from '../platform';
import type { Store } from '@sohnne/platform';
import type { ChatWidget } from '../widgets/chat';

export interface ShellServices {
  shell: Shell;
  mfes: MfeRegistry;
  chat: ChatWidget;
  a11y: A11yMode;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell() needs <ShellContext.Provider>');
  return services;
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}

/** onClick for same-origin links: client-side navigation for plain left clicks, the browser's way otherwise. */
export function useNavigateClick(after?: () => void) {
  const { shell } = useShell();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const anchor = event.currentTarget;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || anchor.target) return;
    event.preventDefault();
    shell.navigation.navigate(anchor.getAttribute('href') ?? '/');
    after?.();
  };
}
