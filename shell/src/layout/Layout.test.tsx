import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch';
import { createA11yMode } from '../a11y-mode';
import type { Failures, MfeRegistry } from '../mfes';
import { createShell, type Shell } from '../platform';
import { createShellRoutes } from '../routes';
import { createStore } from '@sohnne/platform';
import type { Remotes } from '../remotes';
import { createChatWidget } from '../widgets/chat';
import { ShellApp } from './ShellApp';

/** The route lists the MFEs publish in the manifest. */
const ROUTE_TABLE = {
  content: [{ path: '/', title: 'Sohnne | Mid-Century Modern Furniture', exactTitle: true }, { path: '/about-us', title: 'About Us' }],
  catalog: [{ path: '/collections', title: 'Collections' }, { path: '/collections/*', title: 'Collection' }],
  account: [{ path: '/login', title: 'Login' }, { path: '/register', title: 'Register' }],
  commerce: [{ path: '/cart', title: 'Cart', personal: true }],
};

function renderShell(path = '/') {
  window.history.replaceState(null, '', path);
  stubFetch({ 'GET /api/cart': { body: { lines: [], count: 0, subtotal: 0 } } });
  const remotes: Remotes = { manifest: jest.fn(), load: jest.fn() };
  const routes = createShellRoutes(ROUTE_TABLE);
  const chat = createChatWidget(undefined);
  const shell: Shell = createShell(remotes, routes, chat);
  const mfes: MfeRegistry & { retry: jest.Mock } = { failures: createStore<Failures>({}), retry: jest.fn(async () => undefined) };
  const a11y = createA11yMode(false);
  const regions = Object.fromEntries(routes.names.map((name) => [name, `<div id="mfe-${name}-root"></div>`]));
  render(<ShellApp services={{ shell, routes, mfes, chat, a11y, regions }} />);
  const go = (to: string) =>
    act(() => {
      window.history.pushState(null, '', to);
      shell.navigation.sync();
    });
  return { shell, mfes, a11y, go };
}

const header = () => screen.getByRole('banner');
// jsdom ignores media queries, so the parts shown from 768 px up count as display:none (no role
// queries, no accessible names) here: they are found by label, text or selector instead.
const mainNav = () => header().querySelector<HTMLElement>('nav[aria-label="Main"]')!;
const main = () => screen.getByRole('main');

describe('shared layout', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('data-a11y');
  });

  it('renders every MFE region, showing only the owner of the route', () => {
    renderShell('/collections/seating');
    for (const name of ['content', 'catalog', 'account', 'commerce']) expect(document.getElementById(`mfe-${name}`)).not.toBeNull();
    expect(document.getElementById('mfe-catalog')!.hidden).toBe(false);
    expect(document.getElementById('mfe-content')!.hidden).toBe(true);
    expect(main().contains(document.getElementById('mfe-catalog'))).toBe(true);
  });

  it('search suggests products while typing: arrows choose one, Enter opens it, Escape closes the list', async () => {
    renderShell('/');
    const stub = stubFetch({
      'GET /api/search/suggest?q=eam': {
        body: {
          data: [
            { id: 'p1', name: 'Eames Lounge Chair', slug: 'eames-lounge-chair', image: null },
            { id: 'p2', name: 'Eames Side Chair', slug: 'eames-side-chair', image: null },
          ],
        },
      },
    });
    const search = within(header()).getByLabelText('Search products');
    fireEvent.change(search, { target: { value: 'eam' } });
    // The header's search sits in the part shown from 768 px up, which jsdom treats as hidden: selectors, not roles.
    const list = search.closest('form')!.querySelector<HTMLElement>('[role="listbox"][aria-label="Suggested products"]')!;
    const options = () => [...list.querySelectorAll<HTMLElement>('[role="option"]')];
    await waitFor(() => expect(options().map((option) => option.textContent)).toEqual(['Eames Lounge Chair', 'Eames Side Chair']));
    expect(list.hidden).toBe(false);
    expect(stub.calls).toHaveLength(1);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(options()[1].id);
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(search.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    fireEvent.submit(search.closest('form')!);
    expect(window.location.pathname).toBe('/product/eames-side-chair');
  });

  it('header: logo, main navigation, search, login, cart count and currency', async () => {
    const { shell } = renderShell('/');
    expect(within(header()).getByRole('link', { name: 'Sohnne' }).getAttribute('href')).toBe('/');
    expect([...mainNav().querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/collections',
      '/designer',
      '/shop-the-look',
      '/blog',
      '/about-us',
    ]);
    expect(within(header()).getByText('Login').getAttribute('href')).toBe('/login');
    expect(within(header()).getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe('/cart');
    expect(within(header()).getByLabelText('Currency').tagName).toBe('SELECT');

    const search = within(header()).getByLabelText('Search products');
    fireEvent.change(search, { target: { value: 'eames lounge' } });
    fireEvent.submit(search.closest('form')!);
    expect(window.location.pathname + window.location.search).toBe('/search?product=eames%20lounge');

    await act(async () => {
      shell.platform.session.set({ user_id: 'u1', name: 'Ada Lovelace', email: 'ada@sohnne.test' });
    });
    expect(within(header()).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(header()).getByText('Logout').tagName).toBe('BUTTON');
  });

  it('nav links navigate client-side and mark the current page', () => {
    const { go } = renderShell('/');
    const about = within(mainNav()).getByText('About');
    expect(fireEvent.click(about)).toBe(false);
    expect(window.location.pathname).toBe('/about-us');
    go('/about-us');
    expect(within(mainNav()).getByText('About').getAttribute('aria-current')).toBe('page');
  });

  it('the 404 page, with the exact texts, for unknown paths and after notFound() until the next navigation', () => {
    const { shell, go } = renderShell('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Sorry!, this page isn't available");
    expect(screen.getByText("The page you were looking for couldn't be found")).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back Home' });
    expect(back.getAttribute('href')).toBe('/');
    expect(fireEvent.click(back)).toBe(false);
    expect(window.location.pathname).toBe('/');
    go('/');
    expect(screen.queryByText("Sorry!, this page isn't available")).toBeNull();

    act(() => shell.platform.navigation.notFound());
    expect(screen.getByText("Sorry!, this page isn't available")).toBeTruthy();
    expect(document.getElementById('mfe-content')!.hidden).toBe(true);
    go('/about-us');
    expect(screen.queryByText("Sorry!, this page isn't available")).toBeNull();
    expect(document.getElementById('mfe-content')!.hidden).toBe(false);
  });

  it('a failed MFE region shows the fallback with Try again; header and footer stay', async () => {
    const { mfes } = renderShell('/cart');
    act(() => mfes.failures.set({ commerce: '/cart' }));
    expect(screen.getByText('This part of the shop is unavailable right now.')).toBeTruthy();
    expect(document.getElementById('mfe-commerce')!.hidden).toBe(true);
    expect(header()).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(mfes.retry).toHaveBeenCalledWith('commerce');
  });

  it('footer: every link the spec lists, social and app links, copyright', () => {
    renderShell('/');
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer).getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const href of ['/terms-of-use', '/promo-terms', '/sohnne-club-terms', '/referral-terms', '/sitemap', '/do-not-sell-my-personal-information']) {
      expect(hrefs).toContain(href);
    }
    expect(within(footer).getByRole('link', { name: 'Do Not Sell or Share My Personal Information' })).toBeTruthy();
    for (const name of ['Instagram', 'Pinterest', 'Facebook', 'App Store', 'Google Play']) {
      const link = within(footer).getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(footer).getByText('© 2025 Sohnne')).toBeTruthy();
  });

  it('chat launcher opens the local contact dialog; Escape closes it', () => {
    renderShell('/');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const dialog = screen.getByRole('dialog', { name: 'Talk to us' });
    expect(within(dialog).getByRole('link', { name: '+1 (555) 013-2025' }).getAttribute('href')).toBe('tel:+15550132025');
    expect(within(dialog).getByRole('link', { name: 'hello@sohnne.test' }).getAttribute('href')).toBe('mailto:hello@sohnne.test');
    expect(within(dialog).getByRole('link', { name: 'Message us on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/15550132025');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close chat' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('accessibility tool toggles the mode on <html> and remembers it', () => {
    renderShell('/');
    const toggle = screen.getByRole('button', { name: 'Accessibility mode' });
    fireEvent.click(toggle);
    expect(document.documentElement.getAttribute('data-a11y')).toBe('on');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.cookie).toContain('sohnne_a11y=on');
    fireEvent.click(toggle);
    expect(document.documentElement.hasAttribute('data-a11y')).toBe(false);
    expect(document.cookie).toContain('sohnne_a11y=off');
  });

  it('toasts appear in a polite live region and can be closed', () => {
    const { shell } = renderShell('/');
    act(() => shell.platform.toasts.success('Saved'));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(within(region).getByText('Saved')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    expect(within(region).queryByText('Saved')).toBeNull();
  });

  it('the page-load overlay shows while a load is flagged, with main marked busy', () => {
    jest.useFakeTimers();
    const { shell } = renderShell('/');
    act(() => shell.platform.pageLoad.start());
    expect(screen.getByTestId('page-load-overlay')).toBeTruthy();
    expect(main().getAttribute('aria-busy')).toBe('true');
    act(() => shell.platform.pageLoad.done());
    act(() => jest.advanceTimersByTime(800));
    expect(screen.queryByTestId('page-load-overlay')).toBeNull();
    expect(main().getAttribute('aria-busy')).toBe('false');
    jest.useRealTimers();
  });

  it('mobile drawer: focus moves in, Tab stays in, Escape closes, navigation closes', () => {
    const { go } = renderShell('/');
    const opener = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(drawer, { key: 'Tab', shiftKey: true });
    expect(drawer.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    go('/about-us');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
