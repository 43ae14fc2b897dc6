import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

const plan = {
  name: 'Protection plan',
  price: 9.99,
  billing: 'per month',
  claim_limit_per_year: 2500,
};

test('shows the plan: hero, price, claim limit, three steps, the comparison and three testimonials', async () => {
  const { platform } = await renderAt('/protection-plan');
  expect(screen.getByRole('heading', { level: 1, name: 'Furniture Protection Plan' })).toBeTruthy();
  expect(screen.getByText('Only $9.99 per month')).toBeTruthy();
  expect(screen.getByText('Claims up to $2,500 a year.')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeTruthy();
  expect(screen.getByText('Make a claim')).toBeTruthy();
  const image = screen.getByRole('img', { name: /^Comparison/ });
  expect(image.getAttribute('width')).toBeTruthy();
  expect(image.getAttribute('height')).toBeTruthy();
  expect(screen.getAllByRole('blockquote')).toHaveLength(3);
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
});

test("'Get Covered' adds the plan to the cart, refreshes the cart and says so", async () => {
  let posted = 0;
  server.use(
    http.post('/api/cart/protection-plan', ({ request }) => {
      posted += request.headers.get('x-csrf-token') ? 1 : 0;
      return HttpResponse.json({ ...plan, added: true });
    }),
  );
  const { platform, user } = await renderAt('/protection-plan');
  await user.click(screen.getByRole('button', { name: 'Get Covered' }));

  await waitFor(() =>
    expect(platform.toasts.success).toHaveBeenCalledWith('Protection plan added to your cart'),
  );
  expect(posted).toBe(1);
  expect(platform.cart.refresh).toHaveBeenCalled();
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe('The protection plan is in your cart.'),
  );
  expect(screen.getByRole('link', { name: 'View your cart' }).getAttribute('href')).toBe('/cart');
});

test("an empty cart gets the service's message", async () => {
  server.use(
    http.post('/api/cart/protection-plan', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          message: 'Add a product to your cart before adding the protection plan',
        },
        { status: 400 },
      ),
    ),
  );
  const { platform, user } = await renderAt('/protection-plan');
  await user.click(screen.getByRole('button', { name: 'Get Covered' }));
  await waitFor(() =>
    expect(platform.toasts.error).toHaveBeenCalledWith(
      'Add a product to your cart before adding the protection plan',
    ),
  );
  expect(platform.cart.refresh).not.toHaveBeenCalled();
  expect(screen.queryByRole('link', { name: 'View your cart' })).toBeNull();
});
