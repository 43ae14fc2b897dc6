import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { Look } from '@sohnne/contracts';
import { createFakePlatform, server } from '@sohnne/web-testing';
import { productPath } from '@sohnne/site-paths';
import { renderAt as renderCatalogAt } from '../../test/catalog';

const image = (slug: string) => ({
  url: `/media/looks/${slug}.svg`,
  alternativeText: `A ${slug} furnished with replicas`,
  width: 1600,
  height: 1000,
});
const spot = (name: string, x: number, y: number, price: number, list = price) => ({
  x,
  y,
  productName: name,
  productPrice: price,
  productListPrice: list,
  productIsDiscount: price < list,
  pay_price: price,
  was_price: price < list ? list : null,
  productImage: {
    url: `/media/products/${name}.svg`,
    alternativeText: name,
    width: 800,
    height: 1000,
  },
  productLink: productPath(name.toLowerCase().replace(/ /g, '-')),
  productId: `id-${name}`,
});
const looks: Look[] = [
  {
    slug: 'living-room',
    name: 'Living Room',
    image: image('living-room'),
    hotspots: [spot('Lounge Chair', 22, 62, 1999, 2499), spot('Arc Lamp', 82, 40, 599)],
  },
  {
    slug: 'dining-room',
    name: 'Dining Room',
    image: image('dining-room'),
    hotspots: [spot('Tulip Table', 50, 72, 899)],
  },
  { slug: 'bedroom', name: 'Bedroom', image: image('bedroom'), hotspots: [] },
  {
    slug: 'office',
    name: 'Office',
    image: image('office'),
    hotspots: [spot('Swag Leg Desk', 40, 68, 1299)],
  },
];

const renderAt = (path: string) =>
  renderCatalogAt(path, createFakePlatform({ currency: 'GBP', rates: { GBP: 0.5 } }));

test('living room is the default tab; hotspots at their percentages open a card with price in currency and a product link', async () => {
  server.use(
    http.get('/api/looks', async () => {
      await delay(20);
      return HttpResponse.json({ data: looks });
    }),
  );
  const platform = await renderAt('/shop-the-look');
  expect(await screen.findByTestId('look-skeleton')).toBeTruthy();

  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'Living Room',
    'Dining Room',
    'Bedroom',
    'Office',
  ]);
  expect(tabs[0].getAttribute('aria-selected')).toBe('true');
  const panel = screen.getByRole('tabpanel', { name: 'Living Room' });
  expect(
    within(panel)
      .getByRole('img', { name: 'A living-room furnished with replicas' })
      .getAttribute('width'),
  ).toBe('1600');

  const chair = within(panel).getByRole('button', { name: 'Lounge Chair' });
  expect((chair.parentElement as HTMLElement).style.left).toBe('22%');
  expect((chair.parentElement as HTMLElement).style.top).toBe('62%');
  expect(chair.getAttribute('aria-expanded')).toBe('false');

  await userEvent.click(chair);
  expect(chair.getAttribute('aria-expanded')).toBe('true');
  const card = document.getElementById(chair.getAttribute('aria-controls')!)!;
  expect(card.hidden).toBe(false);
  expect(within(card).getByText('£1,249.50').tagName).toBe('DEL');
  expect(within(card).getByText('£999.50').tagName).toBe('STRONG');
  await userEvent.click(within(card).getByRole('link', { name: 'Lounge Chair' }));
  expect(platform.navigation.navigate).toHaveBeenCalledWith('/product/lounge-chair');

  await userEvent.keyboard('{Escape}');
  expect(chair.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(chair);
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
});

test('tabs follow the arrow keys, Home and End (one active at a time)', async () => {
  server.use(http.get('/api/looks', () => HttpResponse.json({ data: looks })));
  await renderAt('/shop-the-look');
  const [living] = await screen.findAllByRole('tab');
  living.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Dining Room' }).getAttribute('aria-selected')).toBe(
    'true',
  );
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dining Room' }));
  expect(
    within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Tulip Table' }),
  ).toBeTruthy();
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Office' }).getAttribute('aria-selected')).toBe('true');
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Living Room' }).getAttribute('aria-selected')).toBe(
    'true',
  );
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Office' }).getAttribute('aria-selected')).toBe('true');
  expect(
    screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true'),
  ).toHaveLength(1);
  await userEvent.click(screen.getByRole('tab', { name: 'Bedroom' }));
  expect(screen.getByRole('tabpanel', { name: 'Bedroom' })).toBeTruthy();
});

test('the empty and error states', async () => {
  let calls = 0;
  server.use(
    http.get('/api/looks', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ statusCode: 500 }, { status: 500 })
        : HttpResponse.json({ data: [] });
    }),
  );
  await renderAt('/shop-the-look');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load the rooms. Please try again.");
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('There are no rooms to shop yet.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Browse the collections' }).getAttribute('href')).toBe(
    '/collections',
  );
});
