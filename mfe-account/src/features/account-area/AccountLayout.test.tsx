import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform } from '@sohnne/web-testing';
import { json, stubNetwork } from '../../test/network';
import { renderAt } from '../../test/render';
import { activeItem } from './AccountLayout';

const user = { user_id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' };
const manuals = [1, 2, 3].map((n) => ({
  slug: `manual-${n}`,
  title: `Manual ${n}`,
  url: `/media/manuals/manual-${n}.pdf`,
  image: {
    url: `/media/manuals/manual-${n}.svg`,
    alternativeText: `Cover of manual ${n}`,
    width: 600,
    height: 800,
  },
}));

describe('activeItem', () => {
  it.each([
    ['/my-account', '/my-account'],
    ['/my-account/', '/my-account'],
    ['/my-account/order', '/my-account/order'],
    ['/my-account/order/INV-1', '/my-account/order'],
    ['/my-account/edit-address/shipping', '/my-account/edit-address'],
    ['/my-account/edit-account', '/my-account/edit-account'],
    ['/my-account/wishlist', '/my-account/wishlist'],
  ])('highlights the item of %s', (path, item) => {
    expect(activeItem(path)).toBe(item);
  });
});

describe('the account layout and the dashboard', () => {
  // The fake platform has no fragments: the catalog's grid fails to load (and says so in the console).
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('sends a visitor to the login page with the page he asked for', async () => {
    stubNetwork({});
    const platform = createFakePlatform();
    await renderAt('/my-account/order', platform);
    await waitFor(() =>
      expect(platform.navigation.navigate).toHaveBeenCalledWith(
        '/login?redirect=%2Fmy-account%2Forder',
        { replace: true },
      ),
    );
  });

  it('shows the customer, the menu with the active item, the shortcuts, the suggestions slot and the manuals', async () => {
    stubNetwork({ 'GET /api/account/manuals': () => json({ data: manuals }) });
    const platform = createFakePlatform({ user });
    await renderAt('/my-account', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText(/welcome to your account/).textContent).toContain('Hello Ada Lovelace');
    const menu = screen.getByRole('navigation', { name: 'Account menu', hidden: true });
    const links = within(menu).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/my-account'],
      ['Order', '/my-account/order'],
      ['Addresses', '/my-account/edit-address'],
      ['Account details', '/my-account/edit-account'],
      ['Wishlist', '/my-account/wishlist'],
    ]);
    expect(links[0].getAttribute('aria-current')).toBe('page');
    expect(links[1].hasAttribute('aria-current')).toBe(false);
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);

    const shortcuts = within(screen.getByRole('navigation', { name: 'Shortcuts' })).getAllByRole(
      'link',
    );
    expect(shortcuts.map((link) => link.textContent)).toEqual([
      'Recent Order',
      'Addresses',
      'Account Details',
    ]);
    expect(screen.getByRole('heading', { name: 'You may also like...' })).toBeTruthy();
    expect(platform.fragments.load).toHaveBeenCalledWith('catalog/ProductGrid');
    expect(
      await screen.findByText('Our product suggestions are unavailable right now.'),
    ).toBeTruthy();

    const covers = await screen.findAllByRole('img', { name: /Cover of manual/ });
    expect(covers).toHaveLength(3);
    expect(covers[0].closest('a')?.getAttribute('href')).toBe('/media/manuals/manual-1.pdf');
    expect(covers[0].getAttribute('width')).toBe('600');
    await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
    expect(platform.navigation.setHead).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'My account', robots: 'noindex' }),
    );
  });

  it('opens the menu as a drawer that closes when an item is chosen, and logs out', async () => {
    stubNetwork({ 'GET /api/account/manuals': () => json({ data: manuals }) });
    const platform = createFakePlatform({ user });
    await renderAt('/my-account', platform);
    const events = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: /Account menu/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await events.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    await events.click(within(menu).getByRole('link', { name: 'Wishlist' }));
    expect(platform.navigation.navigate).toHaveBeenCalledWith('/my-account/wishlist');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await events.click(toggle);
    await events.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await events.click(toggle);
    await events.click(screen.getByRole('button', { name: 'Logout' }));
    expect(platform.session.logout).toHaveBeenCalled();
  });

  it('says when the manual books cannot be loaded, and loads them again on Try again', async () => {
    // Down until the shopper asks again: the page's loader may read the list a second time after the
    // section's own read failed (RTK Query reads a failed entry again for a new subscriber).
    let down = true;
    stubNetwork({
      'GET /api/account/manuals': () =>
        down ? json({ message: 'Unavailable' }, 503) : json({ data: manuals }),
    });
    await renderAt('/my-account', createFakePlatform({ user }));
    const section = await screen.findByRole('region', { name: 'Manual books' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the manual books.");
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findAllByRole('img', { name: /Cover of manual/ })).toHaveLength(3);
  });
});
