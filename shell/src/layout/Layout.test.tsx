import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell } from '../../test/render-shell';
import { copyrightYear } from './Footer';

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
    for (const name of ['content', 'catalog', 'account', 'commerce'])
      expect(document.getElementById(`mfe-${name}`)).not.toBeNull();
    expect(document.getElementById('mfe-catalog')!.hidden).toBe(false);
    expect(document.getElementById('mfe-content')!.hidden).toBe(true);
    expect(main().contains(document.getElementById('mfe-catalog'))).toBe(true);
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
    expect(within(header()).getByRole('link', { name: 'Cart, 0 items' }).getAttribute('href')).toBe(
      '/cart',
    );
    expect(within(header()).getByLabelText('Currency').tagName).toBe('SELECT');

    const search = within(header()).getByLabelText('Search products');
    fireEvent.change(search, { target: { value: 'eames lounge' } });
    fireEvent.submit(search.closest('form')!);
    expect(window.location.pathname + window.location.search).toBe(
      '/search?product=eames%20lounge',
    );

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
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      "Sorry!, this page isn't available",
    );
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

  it('a region the server rendered stays when its script never arrives: the page works without it', () => {
    const { mfes, go } = renderShell('/cart', {
      commerce:
        '<div id="mfe-commerce-root" data-ssr="commerce"><form method="post">Cart</form></div>',
    });
    act(() => mfes.failures.set({ commerce: '/cart' }));
    expect(screen.queryByText('This part of the shop is unavailable right now.')).toBeNull();
    expect(document.getElementById('mfe-commerce')!.hidden).toBe(false);
    // A page the server did not render for this load: the fallback, as before.
    go('/login');
    act(() => mfes.failures.set({ account: '/login' }));
    expect(screen.getByText('This part of the shop is unavailable right now.')).toBeTruthy();
  });

  it('footer: every link the spec lists, social and app links, copyright', () => {
    renderShell('/');
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const href of [
      '/terms-of-use',
      '/promo-terms',
      '/sohnne-club-terms',
      '/referral-terms',
      '/sitemap',
      '/do-not-sell-my-personal-information',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(
      within(footer).getByRole('link', { name: 'Do Not Sell or Share My Personal Information' }),
    ).toBeTruthy();
    for (const name of ['Instagram', 'Pinterest', 'Facebook', 'App Store', 'Google Play']) {
      const link = within(footer).getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(footer).getByText(/^© \d{4} Sohnne$/)).toBeTruthy();
  });

  it("footer: the copyright year is the clock's, in UTC", () => {
    jest.useFakeTimers({
      now: Date.UTC(2031, 0, 1, 0, 30),
      doNotFake: ['setTimeout', 'setInterval'],
    });
    try {
      renderShell('/');
      expect(within(screen.getByRole('contentinfo')).getByText('© 2031 Sohnne')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
    // New Year's Eve in New York is already the next year in UTC, on the server and in the browser alike.
    expect(copyrightYear(new Date('2030-12-31T20:00:00-05:00'))).toBe(2031);
  });

  it('chat launcher opens the local contact dialog; Escape closes it', async () => {
    renderShell('/');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to us' });
    expect(
      within(dialog).getByRole('link', { name: '+1 (555) 013-2025' }).getAttribute('href'),
    ).toBe('tel:+15550132025');
    expect(
      within(dialog).getByRole('link', { name: 'hello@sohnne.test' }).getAttribute('href'),
    ).toBe('mailto:hello@sohnne.test');
    expect(
      within(dialog).getByRole('link', { name: 'Message us on WhatsApp' }).getAttribute('href'),
    ).toBe('https://wa.me/15550132025');
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

  it('mobile drawer: drawn hidden from the first render, focus moves in (after its first paint), Tab stays in, Escape closes, navigation closes', async () => {
    const { go } = renderShell('/');
    const opener = screen.getByRole('button', { name: 'Open menu' });
    // Drawn before the tap (the server draws it too), which then only shows it.
    expect(document.getElementById('mobile-menu')?.hidden).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    fireEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    expect(document.body.style.overflow).toBe('hidden');
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
