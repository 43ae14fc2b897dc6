import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { cardFixture, renderAt } from '../../test/catalog';

jest.setTimeout(30_000);

const product = (n: number) => cardFixture(n, { price: 300, designer: 'Hans Wegner' });

let asked = '';
function serveSearch(answer: (params: URLSearchParams) => Response | Promise<Response>) {
  server.use(
    http.get('/api/search', ({ request }) => {
      const url = new URL(request.url);
      asked = url.search;
      return answer(url.searchParams);
    }),
  );
}

const result = (params: URLSearchParams, found: number, totalPages: number) =>
  HttpResponse.json({
    products: found ? [product(1), product(2)] : [],
    productFound: found,
    currentPage: Number(params.get('page')),
    totalPages,
    searchQuery: params.get('product'),
  });

test("shows skeletons, then '{n} Products Found', the grid and Previous/Next with numbers and ellipses", async () => {
  serveSearch(async (params) => {
    await delay(50);
    return result(params, 95, 8);
  });
  const platform = await renderAt('/search?product=chiar&page=4');
  expect(screen.getAllByTestId('product-skeleton')).toHaveLength(8);

  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('95 Products Found');
  expect(asked).toBe('?product=chiar&page=4');
  expect(screen.getByRole('link', { name: 'Chair 1' }).getAttribute('href')).toBe(
    '/product/chair-1',
  );
  const pages = screen.getByRole('navigation', { name: 'Search result pages' });
  expect([...pages.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'Previous',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '…',
    '8',
    'Next',
  ]);
  expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
    '/search?product=chiar&page=5',
  );
  expect(within(pages).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
    '/search?product=chiar&page=3',
  );
  expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
    '/search?product=chiar',
  );
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({
      canonical: '/search?product=chiar&page=4',
      robots: 'noindex, follow',
    }),
  );
});

test('five pages or fewer show every number and no ellipsis; Previous is disabled on the first', async () => {
  serveSearch((params) => result(params, 50, 5));
  await renderAt('/search?product=chair');
  const pages = await screen.findByRole('navigation', { name: 'Search result pages' });
  expect([...pages.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'Previous',
    '1',
    '2',
    '3',
    '4',
    '5',
    'Next',
  ]);
  expect(within(pages).getByText('Previous').getAttribute('aria-disabled')).toBe('true');
});

test("no match says 'No products found.'", async () => {
  serveSearch((params) => result(params, 0, 0));
  await renderAt('/search?product=zzzz');
  expect(await screen.findByText('No products found.')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('0 Products Found');
});

test('a page past the last is the 404 page', async () => {
  serveSearch((params) => result(params, 0, 3));
  const platform = await renderAt('/search?product=chair&page=99');
  await waitFor(() => expect(platform.navigation.notFound).toHaveBeenCalled());
  expect(asked).toBe('?product=chair&page=99');
});

test('a failed search shows an error with a retry', async () => {
  let calls = 0;
  serveSearch((params) => {
    calls += 1;
    return calls === 1
      ? HttpResponse.json({ message: 'down' }, { status: 503 })
      : result(params, 2, 1);
  });
  await renderAt('/search?product=egg&page=abc');
  const alert = await screen.findByRole('alert');
  expect(asked).toBe('?product=egg&page=1');
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('2 Products Found');
});
