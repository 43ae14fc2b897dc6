import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type MouseEvent,
  type RefObject,
} from 'react';
import { isPlainClick, type Store } from '@sohnne/platform';
import type { A11yMode } from '../a11y-mode';
import type { MfeRegistry } from '../mfes';
import type { Shell } from '../platform';
import type { ShellRoutes } from '../routes';
import type { ChatWidget } from '../widgets/chat';

export interface ShellServices {
  shell: Shell;
  routes: ShellRoutes;
  mfes: MfeRegistry;
  chat: ChatWidget;
  a11y: A11yMode;
  /**
   * The HTML each MFE's region starts with: the element the MFE's root owns, with the server's HTML inside
   * when the server rendered it. Never changed after: the MFE's React root owns what is inside.
   */
  regions: Readonly<Record<string, string>>;
  /** The visitor's CSRF token for the hidden field of the layout's forms ('' on a page others may be sent). */
  formToken: string;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell() needs <ShellContext.Provider>');
  return services;
}

/** The phone menu: whether it is open, and its button (where focus returns when it closes). */
export interface MenuState {
  open: Store<boolean>;
  button: RefObject<HTMLButtonElement | null>;
}

export const MenuContext = createContext<MenuState | null>(null);

export function useMenu(): MenuState {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('useMenu() needs <MenuContext.Provider>');
  return menu;
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** onClick for same-origin links: client-side navigation for plain left clicks, the browser's way otherwise. */
export function useNavigateClick(after?: () => void) {
  const { shell } = useShell();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      shell.navigation.navigate(event.currentTarget.getAttribute('href') ?? '/');
      after?.();
    },
    [shell, after],
  );
}
