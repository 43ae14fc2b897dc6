import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { routes } from '../../routes';
import { renderAt } from '../../test/catalog';

const collection = (slug: string, name: string) => ({
  id: `id-${slug}`,
  name,
  slug,
  description: '',
  thumbnail_desktop: `/media/collections/${slug}.svg`,
  banner: `/media/collections/${slug}-banner.svg`,
  children: [],
});

test('shows 10 skeleton tiles, then each collection linking to its page', async () => {
  server.use(
    http.get('/api/collections', async () => {
      await delay(50);
      return HttpResponse.json({
        data: [collection('chairs', 'Chairs'), collection('lighting', 'Lighting')],
      });
    }),
  );
  const platform = await renderAt('/collections');

  expect(await screen.findAllByTestId('collection-skeleton')).toHaveLength(10);
  const chairs = await screen.findByRole('link', { name: /Chairs/ });

  expect(screen.queryAllByTestId('collection-skeleton')).toHaveLength(0);
  expect(chairs.getAttribute('href')).toBe('/collections/chairs');
  expect(screen.getByRole('link', { name: /Lighting/ }).getAttribute('href')).toBe(
    '/collections/lighting',
  );
  const image = within(chairs).getByRole('img');
  expect(image.getAttribute('alt')).toBe('Chairs');
  expect(image.getAttribute('src')).toBe('/media/collections/chairs.svg');
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '1000']);
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({
      title: routes[0].title,
      exactTitle: true,
      canonical: '/collections',
    }),
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Collections');
});

test('shows an error state with a retry when the catalog service fails', async () => {
  let calls = 0;
  server.use(
    http.get('/api/collections', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ statusCode: 503, message: 'Service Unavailable' }, { status: 503 })
        : HttpResponse.json({ data: [collection('sofas', 'Sofas')] });
    }),
  );
  const platform = await renderAt('/collections');

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load the collections. Please try again.");
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());

  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect((await screen.findByRole('link', { name: /Sofas/ })).getAttribute('href')).toBe(
    '/collections/sofas',
  );
});

test('shows the empty state when there are no collections', async () => {
  server.use(http.get('/api/collections', () => HttpResponse.json({ data: [] })));
  await renderAt('/collections');
  expect(await screen.findByText('There are no collections to show yet.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back Home' }).getAttribute('href')).toBe('/');
});

test('paths this MFE does not own render nothing: the shell decides what they are', async () => {
  await renderAt('/cart');
  await waitFor(() =>
    expect(document.querySelector('[data-mfe="catalog"]')?.childElementCount).toBe(0),
  );
});
