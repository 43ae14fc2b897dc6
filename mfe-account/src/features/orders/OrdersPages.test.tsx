import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform } from '@sohnne/web-testing';
import { json, stubNetwork } from '../../test/network';
import { renderAt } from '../../test/render';

const user = { user_id: 'u1', name: 'Ada', email: 'ada@example.com' };
const row = (invoice_id: string, status: string) => ({
  invoice_id,
  created_at: '2024-01-05T12:00:00.000Z',
  status,
  item: 'Egg Chair + 1 more',
  total: 1234.5,
});
const line = (
  id: string,
  product: string,
  price: number,
  quantity: number,
  line_total: number,
) => ({
  id,
  invoice_id: 'SO-1',
  created_at: '2024-01-05T12:00:00.000Z',
  status: 'paid',
  price,
  quantity,
  line_total,
  coupon_value: 50,
  product,
  variant_combination: 'Leather: Black, Base: Walnut',
  first_name: 'Ada',
  last_name: 'Lovelace',
  user_email: 'ada@example.com',
  address: [
    {
      street_address: 'Elm Street',
      house_number: '742',
      city: 'Springfield',
      state: 'IL',
      postal_code: '62701',
      country: 'US',
      phone_number: '+1 217 555 0100',
    },
  ],
  // The server's figures: deliberately not what the lines would add up to, so a page that computed them would fail.
  totals: {
    subtotal: 2249.99,
    discount: 50,
    tax: 178.23,
    shipping_label: 'Free premium shipping',
    total: 2199.99,
  },
});

describe('orders', () => {
  it('shows the table: invoice, date, upper-cased coloured status, item, total; Cancel only on pending', async () => {
    stubNetwork({
      'GET /api/transaction/': () =>
        json({
          data: [
            row('SO-1', 'pending'),
            row('SO-2', 'Canceled'),
            row('SO-3', 'DECLINED'),
            row('SO-4', 'shipped'),
          ],
        }),
    });
    await renderAt('/my-account/order', createFakePlatform({ user }));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(4);
    const first = within(rows[0]);
    expect(first.getByRole('link', { name: '#SO-1' }).getAttribute('href')).toBe(
      '/my-account/order/SO-1',
    );
    expect(first.getByText('05 Jan 2024')).toBeTruthy();
    expect(first.getByText('PENDING').getAttribute('data-tone')).toBe('pending');
    expect(first.getByText('Egg Chair + 1 more')).toBeTruthy();
    expect(first.getByText('$1,234.50')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Cancel order #SO-1' })).toBeTruthy();
    expect(within(rows[1]).getByText('CANCELED').getAttribute('data-tone')).toBe('failed');
    expect(within(rows[2]).getByText('DECLINED').getAttribute('data-tone')).toBe('failed');
    expect(within(rows[3]).getByText('SHIPPED').getAttribute('data-tone')).toBe('done');
    for (const other of rows.slice(1)) expect(within(other).queryByRole('button')).toBeNull();
  });

  it('shows the empty state with a way to the collections', async () => {
    stubNetwork({ 'GET /api/transaction/': () => json({ data: [] }) });
    await renderAt('/my-account/order', createFakePlatform({ user }));
    expect(await screen.findByText('Empty Order')).toBeTruthy();
    expect(screen.getByText('No Order has been made yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe(
      '/collections',
    );
  });

  it('cancels a pending order (PATCH) and reloads the list', async () => {
    let status = 'pending';
    const requests = stubNetwork({
      'GET /api/transaction/': () => json({ data: [row('SO-1', status)] }),
      'PATCH /api/transaction': () => {
        status = 'Canceled';
        return json(row('SO-1', status));
      },
    });
    await renderAt('/my-account/order', createFakePlatform({ user }));
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Cancel order #SO-1' }));
    expect(await screen.findByText('CANCELED')).toBeTruthy();
    expect(await requests.find((r) => r.method === 'PATCH')!.json()).toEqual({
      transactionId: 'SO-1',
      status: 'Canceled',
    });
    expect(screen.queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });

  it('only logs a failed cancel', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubNetwork({
      'GET /api/transaction/': () => json({ data: [row('SO-1', 'pending')] }),
      'PATCH /api/transaction': () => json({ message: 'Only pending orders can be canceled' }, 409),
    });
    const platform = createFakePlatform({ user });
    await renderAt('/my-account/order', platform);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Cancel order #SO-1' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('SO-1'), expect.anything()),
    );
    expect(platform.toasts.error).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows an order: lines with variants, quantities, prices, the server’s totals, address and status', async () => {
    stubNetwork({
      'GET /api/transaction/SO-1': () =>
        json({
          data: [line('l1', 'Egg Chair', 1000, 2, 2000), line('l2', 'Swan Chair', 250, 1, 250)],
        }),
    });
    await renderAt('/my-account/order/SO-1', createFakePlatform({ user }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #SO-1' })).toBeTruthy();
    expect(screen.getByText('PAID')).toBeTruthy();
    expect(screen.getByText('Placed on 05 Jan 2024')).toBeTruthy();
    expect(screen.getAllByText('Leather: Black, Base: Walnut')).toHaveLength(2);
    // Each line's total as the order stored it.
    const egg = screen.getByText('Egg Chair').closest('tr')!;
    expect(within(egg).getByText('$2,000.00')).toBeTruthy();
    const totals = within(screen.getByLabelText('Order totals'));
    expect(totals.getByText('$2,249.99')).toBeTruthy();
    expect(totals.getByText('−$50.00')).toBeTruthy();
    expect(totals.getByText('$178.23')).toBeTruthy();
    expect(totals.getByText('Free premium shipping')).toBeTruthy();
    expect(totals.getByText('$2,199.99')).toBeTruthy();
    // The street with its house number, and the country by its name (the order keeps its code).
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipping.querySelector('address')!.innerHTML.split('<br>')).toEqual([
      'Ada Lovelace',
      'Elm Street 742',
      'Springfield, IL 62701',
      'United States',
      '+1 217 555 0100',
      'ada@example.com',
    ]);
  });

  it.each([
    ['no lines', () => json({ data: [] })],
    ['an unknown order', () => json({ message: 'Order not found' }, 404)],
  ])("says 'Order not found' for %s", async (_case, handler) => {
    stubNetwork({ 'GET /api/transaction/SO-9': handler });
    await renderAt('/my-account/order/SO-9', createFakePlatform({ user }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
  });
});
