import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createFakePlatform, server } from '@sohnne/web-testing';
import { platformPricingInCodes, renderAt } from '../../test/render';
import type { Quote } from './checkoutApi';

const quote: Quote = {
  lines: [
    {
      id: 'l1',
      productId: 'p1',
      variantId: 'v1',
      name: 'Lounge Chair',
      variantLabel: 'Color: Walnut',
      price: 1200,
      quantity: 1,
      lineTotal: 1200,
    },
  ],
  subtotal: 1200,
  discount: 0,
  tax_rate: 8.875,
  tax: 106.5,
  shipping: 0,
  shipping_label: 'Free premium shipping, estimated 2-5 business days',
  total: 1200,
  currency: 'USD',
};

const settings = {
  payment_provider: 'test',
  test_mode: true,
  accepted_test_cards: ['4242 4242 4242 4242'],
  declined_test_cards: ['4000 0000 0000 0002'],
  tracking_url: 'http://localhost:3005',
};

beforeEach(() => {
  server.use(
    http.get('/api/checkout/settings', () => HttpResponse.json(settings)),
    http.post('/api/checkout/quote', () => HttpResponse.json(quote)),
  );
});

const renderCheckout = () => renderAt('/checkout', platformPricingInCodes());

async function fillForm(user: ReturnType<typeof userEvent.setup>, card: string) {
  const fields: [string, string][] = [
    ['Email', 'ada@example.com'],
    ['Phone', '+1 212 555 0100'],
    ['First name', 'Ada'],
    ['Last name', 'Shopper'],
    ['Street address', 'Bleecker Street'],
    ['House number', '350'],
    ['City', 'New York'],
    ['State', 'NY'],
    ['Zip code', '10014'],
    ['Card number', card],
    ['Expiry (MM/YY)', '12/39'],
    ['CVC', '123'],
  ];
  for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
}

test('shows the server quote, the shipping method, test mode and that orders are charged in USD', async () => {
  await renderCheckout();
  expect(await screen.findByTestId('checkout-total')).toHaveProperty('textContent', 'USD 1200.00');
  expect(screen.getByText('USD 106.50')).toBeTruthy();
  expect(screen.getByText('Free premium shipping, estimated 2-5 business days')).toBeTruthy();
  expect(await screen.findByText('TEST MODE')).toBeTruthy();
  expect(screen.getByText(/4242 4242 4242 4242/)).toBeTruthy();
  expect(screen.getByText('Orders are charged in USD (USD 1200.00).')).toBeTruthy();
});

test('an empty form shows a message under each field and sends nothing', async () => {
  const placed: unknown[] = [];
  server.use(
    http.post('/api/checkout', async ({ request }) => {
      placed.push(await request.json());
      return HttpResponse.json({});
    }),
  );
  const { user } = await renderCheckout();
  await screen.findByTestId('checkout-total');
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  for (const message of [
    'Email is required',
    'Phone is required',
    'First name is required',
    'Zip code is required',
    'Card number is required',
    'Expiry date is required',
    'CVC is required',
  ])
    expect(screen.getByText(message)).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(screen.getByText('Enter a valid card number')).toBeTruthy();
  expect(placed).toEqual([]);
});

test('a declined card shows a clear message and keeps the cart; the retry uses a new key', async () => {
  const keys: (string | null)[] = [];
  server.use(
    http.post('/api/checkout', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return HttpResponse.json(
        {
          statusCode: 402,
          message: 'Your card was declined. Please use another card.',
          invoice_id: 'INV-9',
          status: 'DECLINED',
        },
        { status: 402 },
      );
    }),
  );
  const { platform, user } = await renderCheckout();
  await screen.findByTestId('checkout-total');
  await fillForm(user, '4000 0000 0000 0002');
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByText('Your card was declined. Please use another card.')).toBeTruthy();
  expect(screen.getByText('Your cart has been kept. You can try again.')).toBeTruthy();
  expect(platform.navigation.navigate).not.toHaveBeenCalled();
  expect(platform.cart.refresh).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(keys).toHaveLength(2));
  expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
  expect(keys[1]).not.toBe(keys[0]);
});

test('a paid order refreshes the cart and goes to /thankyou; a network retry keeps the key', async () => {
  const bodies: { key: string | null; body: unknown }[] = [];
  let fail = true;
  server.use(
    http.post('/api/checkout', async ({ request }) => {
      bodies.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
      if (fail) {
        fail = false;
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }
      return HttpResponse.json({ invoice_id: 'INV-1', status: 'pending', total: 1200 });
    }),
  );
  const { platform, user } = await renderCheckout();
  await screen.findByTestId('checkout-total');
  await fillForm(user, '4242 4242 4242 4242');
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByText('Service unavailable')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() =>
    expect(platform.navigation.navigate).toHaveBeenCalledWith('/thankyou?id=INV-1'),
  );
  expect(platform.cart.refresh).toHaveBeenCalledTimes(1);
  expect(bodies).toHaveLength(2);
  expect(bodies[1].key).toBe(bodies[0].key);
  expect(bodies[0].body).toEqual({
    contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
    address: {
      first_name: 'Ada',
      last_name: 'Shopper',
      street_address: 'Bleecker Street',
      house_number: '350',
      city: 'New York',
      state: 'NY',
      postal_code: '10014',
      country: 'US',
    },
    payment: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' } },
  });
});

test('a signed-in customer has his e-mail filled in and picks one of his saved addresses', async () => {
  const saved = (id: string, city: string, is_default: boolean) => ({
    id,
    name: 'Ada Shopper',
    first_name: 'Ada',
    last_name: 'Shopper',
    street_address: 'Bleecker Street',
    house_number: '350',
    city,
    state: 'NY',
    postal_code: '10014',
    country: 'US',
    phone_number: '+1 212 555 0100',
    notes: '',
    is_default,
  });
  const quotes: unknown[] = [];
  server.use(
    http.get('/api/address/fetch-address', () =>
      HttpResponse.json({ data: [saved('a1', 'New York', false), saved('a2', 'Albany', true)] }),
    ),
    http.post('/api/checkout/quote', async ({ request }) => {
      quotes.push(await request.json());
      return HttpResponse.json(quote);
    }),
  );
  const { user } = await renderAt(
    '/checkout',
    createFakePlatform({ user: { user_id: 'u1', name: 'Ada', email: 'ada@example.com' } }),
  );

  await waitFor(() =>
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Albany'),
  );
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+1 212 555 0100');
  await user.click(screen.getAllByRole('radio', { name: /Ada Shopper/ })[0]);
  expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('New York');
  await waitFor(() => expect(quotes).toContainEqual({ address: { country: 'US', state: 'NY' } }));
});

test('a refused field’s message from the server lands under that field, and the form says nothing above the button', async () => {
  server.use(
    http.post('/api/checkout', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: ['address.postal_code Zip code is not valid for NY'],
          errors: { 'address.postal_code': ['Zip code is not valid for NY'] },
        },
        { status: 400 },
      ),
    ),
  );
  const { platform, user } = await renderCheckout();
  await screen.findByTestId('checkout-total');
  await fillForm(user, '4242 4242 4242 4242');
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  const zip = screen.getByLabelText('Zip code');
  expect(await screen.findByText('Zip code is not valid for NY')).toBeTruthy();
  expect(zip.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(zip.getAttribute('aria-describedby')!)?.textContent).toBe(
    'Zip code is not valid for NY',
  );
  expect(document.activeElement).toBe(zip);
  expect(screen.queryByText('Your cart has been kept. You can try again.')).toBeNull();
  expect(platform.navigation.navigate).not.toHaveBeenCalled();
});
