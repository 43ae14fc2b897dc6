import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { createStore, PlatformContext } from '@sohnne/platform';
import { theme } from '@sohnne/ui';
import { createA11yMode } from '../src/a11y-mode';
import { ShellContext, type ShellServices } from '../src/layout/context';
import { ShellApp } from '../src/layout/ShellApp';
import type { Failures, MfeRegistry } from '../src/mfes';
import { createShell } from '../src/platform';
import type { Remotes } from '../src/remotes';
import { createShellRoutes } from '../src/routes';
import { createChatWidget } from '../src/widgets/chat';
import { stubFetch } from './fetch';

/** The route lists the MFEs publish in the manifest. */
const ROUTE_TABLE = {
  content: [
    { path: '/', title: 'Sohnne | Mid-Century Modern Furniture', exactTitle: true },
    { path: '/about-us', title: 'About Us' },
  ],
  catalog: [
    { path: '/collections', title: 'Collections' },
    { path: '/collections/*', title: 'Collection' },
  ],
  account: [
    { path: '/login', title: 'Login' },
    { path: '/register', title: 'Register' },
  ],
  commerce: [{ path: '/cart', title: 'Cart', personal: true }],
};

/** The shell's services as the browser starts them, at `path`, with an empty cart. */
function shellServices(
  path: string,
  serverRegions: Record<string, string> = {},
): ShellServices & { mfes: { retry: jest.Mock } } {
  window.history.replaceState(null, '', path);
  stubFetch({ 'GET /api/cart': { body: { lines: [], count: 0, subtotal: 0 } } });
  const remotes: Remotes = { manifest: jest.fn(), load: jest.fn() };
  const routes = createShellRoutes(ROUTE_TABLE);
  const chat = createChatWidget(undefined);
  const shell = createShell(remotes, routes, chat);
  const mfes: MfeRegistry & { retry: jest.Mock } = {
    failures: createStore<Failures>({}),
    retry: jest.fn(async () => undefined),
  };
  const a11y = createA11yMode(false);
  const regions = Object.fromEntries(
    routes.names.map((name) => [name, serverRegions[name] ?? `<div id="mfe-${name}-root"></div>`]),
  );
  return { shell, routes, mfes, chat, a11y, regions, formToken: '' };
}

/**
 * The whole layout at `path` (`serverRegions`: an MFE's region as the server rendered it); `go` navigates as
 * the browser's history would.
 */
export function renderShell(path = '/', serverRegions: Record<string, string> = {}) {
  const services = shellServices(path, serverRegions);
  render(<ShellApp services={services} />);
  const go = (to: string) =>
    act(() => {
      window.history.pushState(null, '', to);
      services.shell.navigation.sync();
    });
  return { shell: services.shell, mfes: services.mfes, a11y: services.a11y, go };
}

/** One part of the layout, alone, with the shell's services and theme around it. */
export function renderInShell(element: ReactElement, path = '/') {
  const services = shellServices(path);
  render(
    <ThemeProvider theme={theme}>
      <ShellContext.Provider value={services}>
        <PlatformContext.Provider value={services.shell.platform}>
          {element}
        </PlatformContext.Provider>
      </ShellContext.Provider>
    </ThemeProvider>,
  );
  return { shell: services.shell };
}
