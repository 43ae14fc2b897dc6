import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { cartLine, cartOf, serveCart } from '../../test/cart';
import { renderAt } from '../../test/render';

function serveCartOf(unitPrice: number) {
  serveCart(cartOf([cartLine({ unitPrice, lineTotal: unitPrice })]));
  server.use(
    http.get('/api/cart/protection-plan', () =>
      HttpResponse.json({
        name: 'Protection plan',
        price: 9.99,
        billing: 'per month',
        claim_limit_per_year: 2500,
        added: false,
      }),
    ),
  );
}

test('a cart of USD 50 or more offers instalments: 12 months at 10% APR', async () => {
  serveCartOf(1000);
  await renderAt('/cart');
  const box = await screen.findByTestId('cart-instalment');
  expect(box.textContent).toContain('Pay in instalments');
  expect(box.textContent).toContain('From $87.92/month over 12 months at 10% APR');
  expect(screen.getByRole('link', { name: 'How financing works' }).getAttribute('href')).toBe(
    '/financing',
  );
});

test('a cart under USD 50 has no instalment line', async () => {
  serveCartOf(49.99);
  await renderAt('/cart');
  expect(await screen.findByText('Lounge Chair')).toBeTruthy();
  expect(screen.queryByTestId('cart-instalment')).toBeNull();
});
