import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { cardFixture, renderAt } from '../../test/catalog';

jest.setTimeout(30_000);

const product = (n: number, sale = false) => cardFixture(n, { salePrice: sale ? 700 : null });

const designer = (overrides = {}) => ({
  name: 'Arne Jacobsen',
  slug: 'jacobsen',
  country: 'Denmark',
  avatar: {
    url: '/media/designers/jacobsen.svg',
    alternativeText: 'Portrait of Arne Jacobsen',
    width: 400,
    height: 400,
  },
  biography:
    '<p>Danish architect of the <em>Egg</em> chair. <a href="/collections/seating">See the seating</a>.</p><img src="x" onerror="window.hacked = true">',
  meta_title: 'Arne Jacobsen | Designer Replicas | Sohnne',
  meta_description: 'Arne Jacobsen replicas.',
  collection_path: '/collections/designer-furniture/jacobsen',
  product_count: 9,
  products: [product(1, true), product(2), product(3), product(4)],
  ...overrides,
});

test('shows a skeleton, then avatar, name, country, the sanitized biography, 4 products and View All', async () => {
  server.use(
    http.get('/api/designers/jacobsen', async () => {
      await delay(50);
      return HttpResponse.json(designer());
    }),
  );
  const platform = await renderAt('/designer/jacobsen');
  expect(screen.getAllByTestId('product-skeleton')).toHaveLength(4);

  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Arne Jacobsen');
  const avatar = screen.getByRole('img', { name: 'Portrait of Arne Jacobsen' });
  expect([avatar.getAttribute('width'), avatar.getAttribute('height')]).toEqual(['400', '400']);
  expect(screen.getByText('Denmark')).toBeTruthy();
  expect(screen.getByText('Egg').tagName).toBe('EM');
  // DOMPurify runs once hydrated: the event handler is gone.
  await waitFor(() =>
    expect(document.querySelector('img[src="x"]')?.getAttribute('onerror')).toBeFalsy(),
  );
  expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();

  const products = screen.getByRole('region', { name: 'Arne Jacobsen Designs' });
  expect(within(products).getAllByRole('article')).toHaveLength(4);
  const first = within(products).getByRole('link', { name: 'Chair 1' });
  expect(first.getAttribute('href')).toBe('/product/chair-1');
  expect(within(first.closest('article')!).getByText('Sale')).toBeTruthy();
  expect(
    within(products)
      .getByRole('link', { name: 'View All Arne Jacobsen products' })
      .getAttribute('href'),
  ).toBe('/collections/designer-furniture/jacobsen');

  await userEvent.click(screen.getByRole('link', { name: 'See the seating' }));
  expect(platform.navigation.navigate).toHaveBeenCalledWith('/collections/seating');
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({
      title: 'Arne Jacobsen | Designer Replicas | Sohnne',
      exactTitle: true,
      canonical: '/designer/jacobsen',
    }),
  );
});

test("a designer without a country shows 'United States', and one without products says so", async () => {
  server.use(
    http.get('/api/designers/studio', () =>
      HttpResponse.json(
        designer({ name: 'Studio Sohnne', slug: 'studio', country: null, products: [] }),
      ),
    ),
  );
  await renderAt('/designer/studio');
  expect(await screen.findByText('United States')).toBeTruthy();
  expect(screen.getByText('No products by Studio Sohnne are available right now.')).toBeTruthy();
});

test('a failed load shows an error with a retry', async () => {
  let calls = 0;
  server.use(
    http.get('/api/designers/jacobsen', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'down' }, { status: 503 })
        : HttpResponse.json(designer());
    }),
  );
  await renderAt('/designer/jacobsen');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load this designer. Please try again.");
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Arne Jacobsen');
});

test('an unknown designer is the 404 page', async () => {
  server.use(
    http.get('/api/designers/nobody', () =>
      HttpResponse.json({ message: 'Designer not found' }, { status: 404 }),
    ),
  );
  const platform = await renderAt('/designer/nobody');
  await waitFor(() => expect(platform.navigation.notFound).toHaveBeenCalled());
});
