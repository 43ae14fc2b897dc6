import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createFakePlatform, server } from '@sohnne/web-testing';
import { ADA_ADDRESS, quote, renderCheckout, serveCheckout } from './checkout.fixtures';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test('a signed-in customer has his e-mail filled in and picks one of his saved addresses', async () => {
  const saved = (id: string, city: string, is_default: boolean) => ({
    ...ADA_ADDRESS,
    id,
    name: 'Ada Shopper',
    city,
    phone_number: '+1 212 555 0100',
    notes: '',
    is_default,
  });
  const quotes: unknown[] = [];
  serveCheckout();
  server.use(
    http.get('/api/address/fetch-address', () =>
      HttpResponse.json({ data: [saved('a1', 'New York', false), saved('a2', 'Albany', true)] }),
    ),
    http.post('/api/checkout/quote', async ({ request }) => {
      quotes.push(await request.json());
      return HttpResponse.json(quote);
    }),
  );
  const { user } = await renderCheckout(
    createFakePlatform({ user: { user_id: 'u1', name: 'Ada', email: 'ada@example.com' } }),
  );

  await waitFor(() => expect(field('City').value).toBe('Albany'));
  // Each saved address written as every page writes it: the street line in full, the country by its name.
  expect(
    screen.getAllByRole('radio', { name: /Ada Shopper/ })[0].nextElementSibling!.textContent,
  ).toBe('Ada ShopperBleecker Street 350, New York, NY 10014, United States');
  expect(field('Email').value).toBe('ada@example.com');
  expect(field('Phone').value).toBe('+1 212 555 0100');
  await user.click(screen.getAllByRole('radio', { name: /Ada Shopper/ })[0]);
  expect(field('City').value).toBe('New York');
  await waitFor(() => expect(quotes).toContainEqual({ address: { country: 'US', state: 'NY' } }));
});

test('a visitor’s destination is quoted once he leaves the state or country field', async () => {
  const quotes: unknown[] = [];
  serveCheckout();
  server.use(
    http.post('/api/checkout/quote', async ({ request }) => {
      quotes.push(await request.json());
      return HttpResponse.json(quote);
    }),
  );
  const { user } = await renderCheckout();
  await screen.findByTestId('checkout-total');
  expect(screen.queryByRole('radiogroup', { name: 'Saved addresses' })).toBeNull();
  await user.type(field('State'), 'CA');
  expect(quotes).toEqual([{}]);
  await user.tab();
  await waitFor(() => expect(quotes).toContainEqual({ address: { country: 'US', state: 'CA' } }));
});
