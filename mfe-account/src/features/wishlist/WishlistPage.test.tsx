import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform } from '@sohnne/web-testing';
import { json, stubNetwork } from '../../test/network';
import { renderAt } from '../../test/render';

const user = { user_id: 'u1', name: 'Ada', email: 'ada@example.com' };
const item = (wishlist_id: string, name: string, extra: object = {}) => ({
  wishlist_id,
  product_id: `p-${wishlist_id}`,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  smallImageUrl: `/media/products/${wishlist_id}.svg`,
  price: 100.555,
  discount_price: null,
  is_discount: false,
  pay_price: 100.555,
  was_price: null,
  available: true,
  ...extra,
});

describe('WishlistPage', () => {
  it('shows the items: image, name linking to the product, price in the chosen currency, discount, stock', async () => {
    stubNetwork({
      'GET /api/wishlist/get': () =>
        json({
          data: [
            item('w1', 'Egg Chair'),
            item('w2', 'Swan Chair', {
              is_discount: true,
              discount_price: 80,
              pay_price: 80,
              was_price: 100.555,
            }),
            item('w3', 'Gone Chair', { available: false }),
          ],
        }),
    });
    await renderAt('/my-account/wishlist', createFakePlatform({ user, currency: 'EUR' }));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0]);
    expect(first.getByRole('link', { name: 'Egg Chair' }).getAttribute('href')).toBe(
      '/product/egg-chair',
    );
    expect(first.getByRole('img', { name: 'Egg Chair' }).getAttribute('width')).toBe('64');
    expect(first.getByText('€50.28')).toBeTruthy();
    expect(first.getByText('In stock')).toBeTruthy();
    expect(within(rows[1]).getByLabelText('Now €40.00')).toBeTruthy();
    expect(within(rows[1]).getByLabelText('Was €50.28')).toBeTruthy();
    expect(within(rows[2]).getByText('No longer available')).toBeTruthy();
    expect(within(rows[2]).queryByRole('link')).toBeNull();
  });

  it('removes an item (DELETE), refreshes the platform marks and the table', async () => {
    let items = [item('w1', 'Egg Chair'), item('w2', 'Swan Chair')];
    stubNetwork({
      'GET /api/wishlist/get': () => json({ data: items }),
      'DELETE /api/wishlist/w1': () => {
        items = items.filter((entry) => entry.wishlist_id !== 'w1');
        return json({ success: true });
      },
    });
    const platform = createFakePlatform({ user });
    await renderAt('/my-account/wishlist', platform);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Remove Egg Chair from your wishlist' }));
    await waitFor(() => expect(screen.queryByText('Egg Chair')).toBeNull());
    expect(platform.wishlist.refresh).toHaveBeenCalled();
    expect(screen.getByText('Swan Chair')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    stubNetwork({ 'GET /api/wishlist/get': () => json({ data: [] }) });
    await renderAt('/my-account/wishlist', createFakePlatform({ user }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy();
    // The heading is there while the list loads: wait for the answer, don't race it.
    expect(
      await screen.findByText(
        "Save the things you like to buy later. Let's start filling your wishlist!",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe(
      '/collections',
    );
  });
});
