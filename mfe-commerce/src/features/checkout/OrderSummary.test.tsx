import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { quote, renderCheckout, serveCheckout } from './checkout.fixtures';

test('shows the server’s lines, totals and shipping label, and that orders are charged in USD', async () => {
  serveCheckout({ ...quote, shipping_label: 'Courier delivery, 3 business days' });
  await renderCheckout();
  expect(await screen.findByTestId('checkout-total')).toHaveProperty('textContent', 'USD 1200.00');
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  expect(within(summary).getByText('USD 106.50')).toBeTruthy();
  expect(within(summary).getByText(/Lounge Chair/).textContent).toBe(
    'Lounge Chair · Color: Walnut × 1',
  );
  expect(within(summary).getByText('Orders are charged in USD (USD 1200.00).')).toBeTruthy();
  const shipping = screen.getByRole('region', { name: 'Shipping method' });
  expect(
    within(shipping).getByRole('radio', { name: 'Courier delivery, 3 business days' }),
  ).toBeTruthy();
});

test('a quote the server could not give says so, and Try again asks again', async () => {
  let failing = true;
  serveCheckout();
  server.use(
    http.post('/api/checkout/quote', () =>
      failing
        ? HttpResponse.json({ statusCode: 503, message: 'Service unavailable' }, { status: 503 })
        : HttpResponse.json(quote),
    ),
  );
  const { user } = await renderCheckout();
  expect(await screen.findByText('We couldn’t work out your totals.')).toBeTruthy();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('checkout-total')).toHaveProperty('textContent', 'USD 1200.00');
});
