import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { SCROLL_THRESHOLD } from './DesignersPage';
import { renderAt } from '../../test/catalog';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** jsdom has no IntersectionObserver: this one records what is observed and lets a test scroll the marker into view. */
const observers: {
  callback: Callback;
  options?: IntersectionObserverInit;
  targets: Element[];
  live: boolean;
}[] = [];
class FakeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, targets: [], live: true };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.live = false;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  observers.length = 0;
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeObserver,
  });
});

/** The marker under the grid comes into view (as the newest observer reports it). */
async function scrollToEnd() {
  const observer = [...observers].reverse().find((o) => o.live);
  if (!observer) throw new Error('nothing observes the marker');
  await act(async () =>
    observer.callback(
      observer.targets.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 })),
    ),
  );
}

const designer = (n: number, country: string | null = 'Denmark') => ({
  slug: `designer-${n}`,
  name: `Designer ${n}`,
  country: country ?? 'United States',
  avatar: {
    url: `/media/designers/${n}.svg`,
    alternativeText: `Portrait of Designer ${n}`,
    width: 240,
    height: 240,
  },
});
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => designer(from + i));
const body = (data: ReturnType<typeof page>, n: number) => ({
  data: { results: { data, page: n, perPage: 24, total: 50, totalPages: 3 } },
});

/** How many designer tiles show (role queries over 50 tiles are slow in jsdom). */
const tiles = () => document.querySelectorAll('a[href^="/designer/"]').length;

test('shows 24 skeletons, then the first 24 designers; scrolling loads pages 2 and 3 and stops after the short one', async () => {
  const asked: string[] = [];
  server.use(
    http.get('/api/pages/designers', async ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const n = Number(url.searchParams.get('page'));
      await delay(20);
      return HttpResponse.json(
        body(n === 1 ? page(1, 24) : n === 2 ? page(25, 24) : page(49, 2), n),
      );
    }),
  );
  const platform = await renderAt('/designer');

  expect(await screen.findAllByTestId('designer-skeleton')).toHaveLength(24);
  const first = await screen.findByRole('link', { name: /Designer 1 Denmark/ });
  expect(first.getAttribute('href')).toBe('/designer/designer-1');
  const avatar = within(first).getByRole('img');
  expect(avatar.getAttribute('alt')).toBe('Portrait of Designer 1');
  expect([avatar.getAttribute('width'), avatar.getAttribute('height')]).toEqual(['240', '240']);
  expect(tiles()).toBe(24);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Designer Community');
  expect(screen.getByRole('heading', { name: 'View Designer Collections' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Explore Now' }).getAttribute('href')).toBe(
    '/collections',
  );
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());

  expect(observers.at(-1)!.options?.threshold).toBe(SCROLL_THRESHOLD);
  await scrollToEnd();
  await waitFor(() => expect(tiles()).toBe(48));
  await scrollToEnd();
  await waitFor(() => expect(tiles()).toBe(50));
  expect(screen.queryByTestId('designers-more')).toBeNull();
  expect(asked).toEqual(['?page=1&perPage=24', '?page=2&perPage=24', '?page=3&perPage=24']);

  await userEvent.click(screen.getByRole('link', { name: /Designer 50/ }));
  expect(platform.navigation.navigate).toHaveBeenCalledWith('/designer/designer-50');
}, 20_000); // 50 tiles rendered three times: slow on a shared CI core

test("a designer without a country shows 'United States'; a short first page loads nothing more", async () => {
  server.use(
    http.get('/api/pages/designers', () =>
      HttpResponse.json(body([designer(1), { ...designer(2), country: '' }], 1)),
    ),
  );
  await renderAt('/designer');
  expect(await screen.findByRole('link', { name: /Designer 2 United States/ })).toBeTruthy();
  expect(screen.queryByTestId('designers-more')).toBeNull();
});

test('a failed later page is logged only, and scrolling again retries it', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  let failures = 1;
  server.use(
    http.get('/api/pages/designers', ({ request }) => {
      const n = Number(new URL(request.url).searchParams.get('page'));
      if (n === 2 && failures-- > 0) return HttpResponse.json({ statusCode: 500 }, { status: 500 });
      return HttpResponse.json(body(n === 1 ? page(1, 24) : [], n));
    }),
  );
  await renderAt('/designer');
  await screen.findByRole('link', { name: /Designer 24/ });

  await scrollToEnd();
  await waitFor(() =>
    expect(error).toHaveBeenCalledWith(
      '[catalog] designers page could not be loaded',
      2,
      expect.anything(),
    ),
  );
  expect(screen.queryByRole('alert')).toBeNull();
  expect(tiles()).toBe(24);

  await scrollToEnd();
  await waitFor(() => expect(screen.queryByTestId('designers-more')).toBeNull());
  expect(tiles()).toBe(24);
  error.mockRestore();
});

test('the empty and error states', async () => {
  let calls = 0;
  server.use(
    http.get('/api/pages/designers', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ statusCode: 503 }, { status: 503 })
        : HttpResponse.json(body([], 1));
    }),
  );
  await renderAt('/designer');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load the designers. Please try again.");
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('There are no designers to show yet.')).toBeTruthy();
});
