import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { platformPricingInCodes, renderAt } from '../../test/render';
import { invoiceLine } from './invoice.fixtures';

// The server's figures (its order rules), on every line: the page shows them and adds nothing up itself.
const totals = {
  subtotal: 1314.58,
  discount: 35,
  tax: 113.56,
  shipping_label: 'Free premium shipping, estimated 2-5 business days',
  total: 1279.58,
};
const lines = [
  invoiceLine({
    invoice_id: 'INV-7',
    coupon_value: 35,
    tax_rate: 8.875,
    quantity: 2,
    price: 617.29,
    line_total: 1234.58,
    totals,
  }),
  invoiceLine({
    invoice_id: 'INV-7',
    id: 'p2',
    coupon_value: 35,
    tax_rate: 8.875,
    price: 80,
    line_total: 80,
    totals,
  }),
];

const renderThankyou = (id = 'INV-7') => renderAt(`/thankyou?id=${id}`, platformPricingInCodes());

const utmPosts: unknown[] = [];
beforeEach(() => {
  window.localStorage.clear();
  utmPosts.length = 0;
  document.cookie = 'sohnne_csrf=csrf-token; path=/';
  server.use(
    http.get('/api/auth/invoice/:id', ({ params }) =>
      params.id === 'INV-7'
        ? HttpResponse.json(lines)
        : HttpResponse.json({ message: 'Order not found' }, { status: 404 }),
    ),
    http.post('/api/transactions/utm/:id', async ({ request, params }) => {
      utmPosts.push({ id: params.id, body: await request.json() });
      return HttpResponse.json({ invoice_id: params.id, utm: {} });
    }),
  );
});

afterEach(() => {
  document.cookie = 'sohnne_utm=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

test('shows the order with the spec’s totals and tax, the contact and support', async () => {
  await renderThankyou();
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Dana!' })).toBeTruthy();
  expect(screen.getByText('Order number INV-7')).toBeTruthy();
  expect(screen.getAllByText('dana@example.test').length).toBeGreaterThan(0);
  expect(screen.getByText(/555-0100/)).toBeTruthy();
  expect(screen.getByText('USD 1314.58')).toBeTruthy();
  expect(screen.getByText('−USD 35.00')).toBeTruthy();
  expect(screen.getByText('USD 113.56')).toBeTruthy();
  expect(screen.getByTestId('thankyou-total').textContent).toBe('USD 1279.58');
  expect(screen.getAllByText('Free premium shipping, estimated 2-5 business days')).toHaveLength(2);
  expect(screen.getByText('USD 1234.58')).toBeTruthy(); // the first line's stored total
  expect(screen.getAllByText(/Quantity: 2/)).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('link', { name: '+1 (555) 013-2025' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'hello@sohnne.test' })).toBeTruthy();
});

test('writes the billing and shipping address in full, the country by its name as every page does', async () => {
  await renderThankyou();
  for (const heading of ['Billing address', 'Shipping address']) {
    const box = await screen.findByRole('region', { name: heading });
    expect(box.querySelector('p')!.textContent).toBe(
      'Dana Miller\nElm Street 12\nSpringfield, NY 10001\nUnited States',
    );
  }
});

test('pushes one purchase event and posts the campaign parameters once per order, not again on reload', async () => {
  document.cookie = `sohnne_utm=${encodeURIComponent(JSON.stringify({ utm_source: 'newsletter' }))}; path=/`;
  const first = await renderThankyou();
  await screen.findByTestId('thankyou-total');
  await waitFor(() =>
    expect(utmPosts).toEqual([{ id: 'INV-7', body: { utm_source: 'newsletter' } }]),
  );
  const purchases = first.platform.analytics.track.mock.calls.filter(
    ([event]) => event === 'purchase',
  );
  expect(purchases).toHaveLength(1);
  // The value is the total the page shows (the coupon taken off once), the coupon beside it.
  expect(screen.getByTestId('thankyou-total').textContent).toBe('USD 1279.58');
  expect(purchases[0][1]).toMatchObject({
    transaction_id: 'INV-7',
    value: 1279.58,
    currency: 'USD',
    tax: 113.56,
    coupon_value: 35,
  });
  expect(
    (purchases[0][1] as { items: { item_id: string }[] }).items.map((item) => item.item_id),
  ).toEqual(['p1', 'p2']);
  first.unmount();

  const again = await renderThankyou();
  await screen.findByTestId('thankyou-total');
  expect(
    again.platform.analytics.track.mock.calls.filter(([event]) => event === 'purchase'),
  ).toHaveLength(0);
  expect(utmPosts).toHaveLength(1);
});

test('an order without a coupon reports the total the page shows, and no coupon value', async () => {
  const plain = {
    subtotal: 1314.58,
    discount: 0,
    tax: 116.66,
    shipping_label: 'Free',
    total: 1314.58,
  };
  server.use(
    http.get('/api/auth/invoice/:id', () =>
      HttpResponse.json(lines.map((line) => ({ ...line, coupon_value: 0, totals: plain }))),
    ),
  );
  const { platform } = await renderThankyou();
  expect((await screen.findByTestId('thankyou-total')).textContent).toBe('USD 1314.58');
  await waitFor(() =>
    expect(platform.analytics.track).toHaveBeenCalledWith(
      'purchase',
      expect.objectContaining({ value: 1314.58, tax: 116.66 }),
    ),
  );
  const [, event] = platform.analytics.track.mock.calls.find(([name]) => name === 'purchase')!;
  expect(event).not.toHaveProperty('coupon_value');
});

test('posts {} when no campaign was stored', async () => {
  await renderThankyou();
  await screen.findByTestId('thankyou-total');
  await waitFor(() => expect(utmPosts).toEqual([{ id: 'INV-7', body: {} }]));
});

test('an order that is not the visitor’s is not found', async () => {
  const { platform } = await renderThankyou('INV-OTHER');
  await waitFor(() => expect(platform.navigation.notFound).toHaveBeenCalled());
  expect(platform.analytics.track).not.toHaveBeenCalledWith('purchase', expect.anything());
});
