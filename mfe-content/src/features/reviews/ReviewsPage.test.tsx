import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createFakePlatform, server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

const reviews = {
  currentPage: 1,
  totalPages: 2,
  summary: { average: 4.5, count: 40, distribution: { 1: 0, 2: 1, 3: 4, 4: 10, 5: 25 } },
  reviews: [
    {
      id: 'r-001',
      author: 'Hannah K.',
      rating: 5,
      title: 'Better than I expected',
      body: 'The leather is soft.',
      date: '2024-01-03T00:00:00.000Z',
      verified: true,
    },
    {
      id: 'r-002',
      author: 'Marcus L.',
      rating: 3,
      title: 'Good, but firm',
      body: 'Firm cushions.',
      date: '2024-01-12T00:00:00.000Z',
      verified: false,
    },
  ],
};

test('breadcrumb, banner, the claim, Loading reviews... and then the star summary and reviews', async () => {
  server.use(
    http.get('/api/content/reviews', async ({ request }) => {
      expect(new URL(request.url).searchParams.get('page')).toBe('1');
      await delay(30);
      return HttpResponse.json(reviews);
    }),
  );
  await renderAt('/reviews');
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toBe('HomeReviews');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Customer Reviews');
  expect(screen.getByText(/Over 10,000 buyers/)).toBeTruthy();
  expect(screen.getByText('Loading reviews...')).toBeTruthy();
  expect(await screen.findByText('Better than I expected')).toBeTruthy();
  expect(screen.queryByText('Loading reviews...')).toBeNull();
  expect(screen.getByText('4.5')).toBeTruthy();
  expect(screen.getByText('Based on 40 reviews')).toBeTruthy();
  expect(screen.getByLabelText('3 out of 5 stars')).toBeTruthy();
  const summary = screen.getByRole('region', { name: 'Rating summary' });
  expect([...summary.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
    '5 stars',
    '4 stars',
    '3 stars',
    '2 stars',
    '1 star',
  ]);
  expect(screen.getByText(/Hannah K\. · Verified buyer · January 3, 2024/)).toBeTruthy();
});

test('shows an error state when the reviews cannot be loaded', async () => {
  server.use(http.get('/api/content/reviews', () => HttpResponse.json({}, { status: 500 })));
  await renderAt('/reviews');
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load the reviews. Please try again.",
  );
});

test("a configured review provider's widget takes the place of the shop's reviews, which are not asked for", async () => {
  let asked = 0;
  server.use(
    http.get('/api/content/reviews', () => {
      asked += 1;
      return HttpResponse.json({ statusCode: 500 }, { status: 500 });
    }),
  );
  const platform = createFakePlatform();
  platform.widgets.get.mockImplementation((name) =>
    name === 'reviews'
      ? {
          scriptUrl: 'https://widget.reviews.example/v2.js',
          attributes: { 'data-store-id': 'sohnne' },
        }
      : null,
  );
  await renderAt('/reviews', platform);
  const embed = document.querySelector('[data-provider-widget="reviews"]')!;
  expect(embed.getAttribute('data-store-id')).toBe('sohnne');
  expect(embed.textContent).toBe('Loading reviews...');
  expect(
    document.head.querySelector('script[src="https://widget.reviews.example/v2.js"]'),
  ).not.toBeNull();
  expect(asked).toBe(0);
});
