import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ProductSource } from '@sohnne/platform';
import { createFakePlatform, server, type FakePlatformOptions } from '@sohnne/web-testing';
import { sourceQuery } from '../product-carousel';
import { ProductGridFragment } from './ProductGridFragment';
import { productFixture, renderInCatalog, sentFields, submissions } from '../../test/catalog';

// Whole cards with user events are slow in jsdom on a busy machine.
jest.setTimeout(30_000);

const product = (n: number, sale = false) =>
  productFixture(n, { price: 200, salePrice: sale ? 150 : null });

function renderGrid(source?: ProductSource, options: FakePlatformOptions = {}) {
  return renderInCatalog(
    <ProductGridFragment title="You may also like..." source={source} limit={4} />,
    createFakePlatform(options),
  );
}

test('each source maps to the catalog service query', () => {
  expect(sourceQuery(undefined, 4)).toEqual({ featured: true, perPage: 4 });
  expect(sourceQuery({ kind: 'newest' }, 4)).toEqual({ perPage: 4 });
  expect(sourceQuery({ kind: 'best-sellers' }, 4)).toEqual({ badge: 'Best Seller', perPage: 4 });
  expect(sourceQuery({ kind: 'on-sale' }, 4)).toEqual({ on_sale: true, perPage: 4 });
  expect(sourceQuery({ kind: 'collection', path: 'seating/lounge-chairs' }, 4)).toEqual({
    collection: 'lounge-chairs',
    perPage: 4,
  });
  expect(sourceQuery({ kind: 'related', productSlug: 'egg-chair' }, 4)).toEqual({
    related_to: 'egg-chair',
    perPage: 4,
  });
});

test('loads cards for the source: sale price beside the struck list price, add to cart, wishlist heart', async () => {
  let url = '';
  server.use(
    http.get('/api/products', async ({ request }) => {
      url = request.url;
      await delay(30);
      return HttpResponse.json({
        data: [product(1, true), product(2)],
        meta: { page: 1, perPage: 4, total: 2, totalPages: 1 },
      });
    }),
  );
  const platform = renderGrid(
    { kind: 'related', productSlug: 'egg-chair' },
    { user: { user_id: 'u1', name: 'Ann', email: 'a@b.c' }, wishlist: ['p2'] },
  );
  expect(screen.getAllByTestId('product-skeleton')).toHaveLength(4);

  const first = (await screen.findByRole('link', { name: 'Chair 1' })).closest('article')!;
  expect(new URL(url).search).toBe('?related_to=egg-chair&perPage=4');
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('You may also like...');
  expect(within(first).getByRole('link', { name: 'Chair 1' }).getAttribute('href')).toBe(
    '/product/chair-1',
  );
  expect(within(first).getByText('Sale')).toBeTruthy();
  expect(within(first).getByText('$150.00')).toBeTruthy();
  expect(within(first).getByText('$200.00')).toBeTruthy();

  // Before scripts the card posts the platform's add-to-cart form; hydrated, one add and no post.
  const add = within(first).getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
  expect([add.type, add.form!.getAttribute('method')]).toEqual(['submit', 'post']);
  expect(Object.fromEntries(sentFields(add.form!))).toEqual({
    _csrf: expect.any(String),
    _shell: 'add-to-cart',
    productId: 'p1',
    variantId: 'v1',
    quantity: '1',
    name: 'Chair 1',
  });
  // One submission, kept from the browser: the platform adds instead.
  expect(await submissions(() => userEvent.click(add))).toEqual([true]);
  expect(platform.cart.add).toHaveBeenCalledTimes(1);
  expect(platform.cart.add).toHaveBeenCalledWith({
    productId: 'p1',
    variantId: 'v1',
    quantity: 1,
    name: 'Chair 1',
  });

  const heart = within(first).getByRole('button', { name: 'Save Chair 1 to wishlist' });
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  expect(
    screen.getByRole('button', { name: 'Save Chair 2 to wishlist' }).getAttribute('aria-pressed'),
  ).toBe('true');
  heart.focus();
  await userEvent.keyboard('{Enter}');
  expect(platform.wishlist.toggle).toHaveBeenCalledWith({ productId: 'p1', name: 'Chair 1' });
  expect(heart.getAttribute('aria-pressed')).toBe('true');
});

test('an empty source says so', async () => {
  server.use(
    http.get('/api/products', () =>
      HttpResponse.json({ data: [], meta: { page: 1, perPage: 4, total: 0, totalPages: 0 } }),
    ),
  );
  renderGrid({ kind: 'on-sale' });
  expect(await screen.findByText('No products to show right now.')).toBeTruthy();
});

test('a failed load shows an error with a retry', async () => {
  let calls = 0;
  server.use(
    http.get('/api/products', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'down' }, { status: 503 })
        : HttpResponse.json({
            data: [product(3)],
            meta: { page: 1, perPage: 4, total: 1, totalPages: 1 },
          });
    }),
  );
  renderGrid({ kind: 'best-sellers' });
  const alert = await screen.findByRole('alert');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Chair 3' })).toBeTruthy();
});
