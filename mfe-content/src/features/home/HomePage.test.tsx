import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createFakePlatform, server } from '@sohnne/web-testing';
import { platformWithFragments } from '../../test/fragments';
import { renderAt } from '../../test/render';

const home = {
  hero: {
    title: 'Timeless design, within reach',
    subtitle: 'Mid-century classics for modern homes.',
    image: {
      url: '/media/hero.webp',
      alternativeText: 'Living room with a lounge chair',
      width: 1600,
      height: 1067,
    },
    cta: { label: 'Shop collections', href: '/collections' },
  },
  carousel: { title: 'Featured Classics' },
};

test('shows the hero and mounts the catalog carousel fragment with the carousel title', async () => {
  server.use(http.get('/api/content/home', () => HttpResponse.json(home)));
  const { platform, mounted } = platformWithFragments();
  await renderAt('/', platform);

  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(home.hero.title);
  const image = screen.getByRole('img', { name: 'Living room with a lounge chair' });
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '1067']);
  expect(screen.getByRole('link', { name: 'Shop collections' }).getAttribute('href')).toBe(
    '/collections',
  );
  expect(screen.getByRole('link', { name: 'Browse all collections' }).getAttribute('href')).toBe(
    '/collections',
  );
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Sohnne | Mid-Century Modern Furniture', exactTitle: true }),
  );

  expect(platform.fragments.load).toHaveBeenCalledWith('catalog/ProductCarousel');
  await waitFor(() =>
    expect(mounted.at(-1)).toMatchObject({ platform, title: 'Featured Classics' }),
  );
});

test('a fragment that fails to load leaves a small fallback and the rest of the page working', async () => {
  server.use(http.get('/api/content/home', () => HttpResponse.json(home)));
  const platform = createFakePlatform();
  platform.fragments.load.mockRejectedValue(new Error('remote catalog unreachable'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await renderAt('/', platform);

  expect(await screen.findByText('Products are unavailable right now.')).toBeTruthy();
  // The hero's own request may answer after the fragment has failed: wait for it, don't race it.
  expect(
    (await screen.findByRole('heading', { level: 1, name: home.hero.title })).textContent,
  ).toBe(home.hero.title);
  expect(screen.getByRole('link', { name: 'Browse all collections' })).toBeTruthy();
});

test('a hero that cannot be loaded keeps the page heading and offers Try again', async () => {
  // Down until the shopper asks again: the page's loader may read it once more after the first read failed.
  let down = true;
  server.use(
    http.get('/api/content/home', () =>
      down ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(home),
    ),
  );
  const platform = createFakePlatform();
  platform.fragments.load.mockRejectedValue(new Error('not under test'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await renderAt('/', platform);

  const message = await screen.findByText(
    "We couldn't load this page's content. Please try again.",
  );
  const alert = message.closest<HTMLElement>('[role="alert"]')!;
  expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe(
    'Replica Mid-Century Furniture',
  );
  down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(
    (await screen.findByRole('heading', { level: 1, name: home.hero.title })).textContent,
  ).toBe(home.hero.title);
});
