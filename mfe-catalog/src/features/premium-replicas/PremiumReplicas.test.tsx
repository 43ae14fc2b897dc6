import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { createFakePlatform, server } from '@sohnne/web-testing';
import { PremiumReplicas, type PremiumReplicasProps } from './PremiumReplicas';
import { productFixture, renderInCatalog } from '../../test/catalog';

const product = (n: number, salePrice: number | null) =>
  productFixture(n, { price: 1000, salePrice });

function renderList(props: PremiumReplicasProps = {}) {
  return renderInCatalog(
    <PremiumReplicas {...props} />,
    createFakePlatform({ currency: 'EUR', rates: { EUR: 0.5 } }),
  );
}

test("'Premium Replicas' lists three on-sale products by default, each linking to its page with list and sale price", async () => {
  let query = '';
  server.use(
    http.get('/api/products', async ({ request }) => {
      query = new URL(request.url).search;
      await delay(20);
      return HttpResponse.json({
        data: [product(1, 800), product(2, 900), product(3, 700)],
        meta: { page: 1, perPage: 3, total: 3, totalPages: 1 },
      });
    }),
  );
  const platform = renderList();
  expect(screen.getByRole('heading', { name: 'Premium Replicas' })).toBeTruthy();
  expect(screen.getAllByTestId('replica-skeleton')).toHaveLength(3);

  const first = await screen.findByRole('link', { name: /Chair 1/ });
  expect(query).toBe('?on_sale=true&perPage=3');
  expect(first.getAttribute('href')).toBe('/product/chair-1');
  expect(within(first).getByText('€500.00').tagName).toBe('DEL');
  expect(within(first).getByText('€400.00').tagName).toBe('STRONG');
  expect(screen.getAllByRole('link')).toHaveLength(3);
  await userEvent.click(first);
  expect(platform.navigation.navigate).toHaveBeenCalledWith('/product/chair-1');
});

test('takes another source, count and title from the host', async () => {
  let query = '';
  server.use(
    http.get('/api/products', ({ request }) => {
      query = new URL(request.url).search;
      return HttpResponse.json({
        data: [product(1, null), product(2, null)],
        meta: { page: 1, perPage: 2, total: 2, totalPages: 1 },
      });
    }),
  );
  renderList({
    title: 'Shop the Story',
    count: 2,
    source: { kind: 'collection', path: 'seating/lounge-chairs' },
  });
  expect(await screen.findByRole('link', { name: /Chair 2/ })).toBeTruthy();
  expect(query).toBe('?collection=lounge-chairs&perPage=2');
  expect(screen.getByRole('heading', { name: 'Shop the Story' })).toBeTruthy();
  expect(screen.getAllByText('€500.00')[0].tagName).toBe('SPAN');
});

test('the empty and error states', async () => {
  let calls = 0;
  server.use(
    http.get('/api/products', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ statusCode: 500 }, { status: 500 })
        : HttpResponse.json({ data: [], meta: { page: 1, perPage: 3, total: 0, totalPages: 0 } });
    }),
  );
  renderList();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load these products.");
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText(/No replicas to show right now/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Browse the collections' }).getAttribute('href')).toBe(
    '/collections',
  );
});
