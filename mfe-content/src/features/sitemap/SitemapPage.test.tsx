import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';
import { SCROLL_THRESHOLD } from './useBlogLinks';

/** A stand-in IntersectionObserver the test drives: `reveal()` reports the observed marker as visible. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static async reveal() {
    const live = FakeObserver.instances.filter((o) => o.targets.length);
    await act(async () => {
      for (const o of live)
        o.callback(
          o.targets.map(
            (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
          ),
          o as unknown as IntersectionObserver,
        );
    });
  }
}

const site = {
  pages: [
    { path: '/', title: 'Home' },
    { path: '/about-us', title: 'About Us' },
    { path: '/blog', title: 'Blog' },
    { path: '/cart', title: 'Cart' },
    { path: '/help', title: 'Help & FAQ' },
    { path: '/track-my-order', title: 'Track My Order' },
  ],
  collections: [
    {
      name: 'Seating',
      path: '/collections/seating',
      children: [
        {
          name: 'Lounge Chairs',
          path: '/collections/seating/lounge-chairs',
          children: [{ name: 'Egg', path: '/collections/seating/lounge-chairs/egg', children: [] }],
        },
      ],
    },
  ],
  products: [{ name: 'Egg Chair', path: '/product/egg-chair' }],
};

const links = (page: number, count: number) => ({
  results: Array.from({ length: count }, (_, i) => ({
    url: `/post-${page}-${i}`,
    title: `Post ${page}.${i}`,
  })),
});

beforeEach(() => {
  FakeObserver.instances = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});

test('lists the supporting pages, three levels of collections, products, and pages through the blog to the end', async () => {
  const offsets: string[] = [];
  server.use(
    http.get('/api/content/sitemap', () => HttpResponse.json(site)),
    http.get('/api/pages/blogs/all', ({ request }) => {
      const params = new URL(request.url).searchParams;
      offsets.push(`${params.get('offset')}/${params.get('perPage')}`);
      const page = Number(params.get('offset')) / 50 + 1;
      return HttpResponse.json(links(page, page < 3 ? 50 : 7));
    }),
  );
  const platform = await renderAt('/sitemap');
  const pages = await screen.findByRole('region', { name: 'Pages' });
  expect(
    within(pages)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/', '/about-us', '/blog', '/cart', '/help', '/track-my-order']);
  const collections = screen.getByRole('region', { name: 'Collections' });
  expect(within(collections).getByRole('link', { name: 'Egg' }).getAttribute('href')).toBe(
    '/collections/seating/lounge-chairs/egg',
  );
  expect(
    within(screen.getByRole('region', { name: 'Products' }))
      .getByRole('link', { name: 'Egg Chair' })
      .getAttribute('href'),
  ).toBe('/product/egg-chair');

  const blog = screen.getByRole('region', { name: 'Blog' });
  await waitFor(() => expect(blog.querySelectorAll('a')).toHaveLength(50));
  expect(FakeObserver.instances.at(-1)!.options.threshold).toBe(SCROLL_THRESHOLD);
  await FakeObserver.reveal();
  await waitFor(() => expect(blog.querySelectorAll('a')).toHaveLength(100));
  await FakeObserver.reveal();
  await waitFor(() => expect(blog.querySelectorAll('a')).toHaveLength(107));
  expect(within(blog).getByText('All 107 posts listed.')).toBeTruthy();
  expect(screen.queryByTestId('sitemap-blog-end')).toBeNull();
  expect(offsets).toEqual(['0/50', '50/50', '100/50']);
  await waitFor(() =>
    expect(platform.navigation.setHead).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Sitemap', canonical: '/sitemap' }),
    ),
  );
}, 20_000);

test('a failing blog page is only logged and ends the list', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.get('/api/content/sitemap', () => HttpResponse.json(site)),
    http.get('/api/pages/blogs/all', ({ request }) =>
      new URL(request.url).searchParams.get('offset') === '0'
        ? HttpResponse.json(links(1, 50))
        : HttpResponse.json({ statusCode: 503 }, { status: 503 }),
    ),
  );
  await renderAt('/sitemap');
  const blog = await screen.findByRole('region', { name: 'Blog' });
  await waitFor(() => expect(blog.querySelectorAll('a')).toHaveLength(50));
  await FakeObserver.reveal();
  await waitFor(() =>
    expect(logged).toHaveBeenCalledWith('[sitemap] blog links page 2 failed', expect.anything()),
  );
  expect(blog.querySelectorAll('a')).toHaveLength(50);
  expect(screen.queryByRole('alert')).toBeNull();
  logged.mockRestore();
});

test('the sitemap data failing offers Try again', async () => {
  server.use(
    http.get('/api/content/sitemap', () => HttpResponse.json({ statusCode: 502 }, { status: 502 })),
    http.get('/api/pages/blogs/all', () => HttpResponse.json(links(1, 3))),
  );
  await renderAt('/sitemap');
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load the sitemap. Please try again.",
  );
  expect(await screen.findByText('All 3 posts listed.')).toBeTruthy();
});
