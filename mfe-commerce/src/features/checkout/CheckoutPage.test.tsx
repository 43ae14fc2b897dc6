import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { ADA_ADDRESS, quote, renderCheckout, serveCheckout } from './checkout.fixtures';

beforeEach(() => serveCheckout());

async function fillForm(user: ReturnType<typeof userEvent.setup>, card: string) {
  const fields: [string, string][] = [
    ['Email', 'ada@example.com'],
    ['Phone', '+1 212 555 0100'],
    ['First name', ADA_ADDRESS.first_name],
    ['Last name', ADA_ADDRESS.last_name],
    ['Street address', ADA_ADDRESS.street_address],
    ['House number', ADA_ADDRESS.house_number],
    ['City', ADA_ADDRESS.city],
    ['State', ADA_ADDRESS.state],
    ['Zip code', ADA_ADDRESS.postal_code],
    ['Card number', card],
    ['Expiry (MM/YY)', '12/39'],
    ['CVC', '123'],
  ];
  for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
}

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
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
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
    address: ADA_ADDRESS,
    payment: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' } },
  });
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

test('an empty cart at checkout says so and offers a way on, without the form', async () => {
  serveCheckout({ ...quote, lines: [], subtotal: 0, tax: 0, total: 0 });
  await renderCheckout();
  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe(
    '/collections',
  );
  expect(screen.queryByRole('form', { name: 'Checkout' })).toBeNull();
});
