import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';
import { makePage } from './blog.fixtures';
import { NEWSLETTER_DISMISSED_KEY } from './NewsletterPanel';

beforeEach(() => window.localStorage.setItem(NEWSLETTER_DISMISSED_KEY, '1'));
afterEach(() => window.localStorage.clear());

const pages = () => screen.getByRole('navigation', { name: 'Blog pages' });

test('shows 6 skeleton cards while loading, then the posts of the page with their details', async () => {
  server.use(
    http.get('/api/content/posts', async ({ request }) => {
      await delay(30);
      const page = Number(new URL(request.url).searchParams.get('page'));
      return HttpResponse.json(makePage(page, 3));
    }),
  );
  const platform = await renderAt('/blog');
  expect(screen.getAllByTestId('post-skeleton')).toHaveLength(6);

  const first = await screen.findByRole('link', { name: 'Post number 1' });
  expect(first.getAttribute('href')).toBe('/post-number-1');
  const card = first.closest('article')!;
  expect(within(card).getByText('Design History')).toBeTruthy();
  expect(within(card).getByText('Mara Lindqvist')).toBeTruthy();
  expect(within(card).getByText('Excerpt of post 1.')).toBeTruthy();
  expect(within(card).getByText('January 5, 2025')).toBeTruthy();
  const image = card.querySelector('img')!;
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '750']);
  expect(screen.getAllByRole('article')).toHaveLength(9);

  // First page: 'Previous' is disabled, 'Next' leads to page 2.
  expect(within(pages()).getByText('Previous').getAttribute('aria-disabled')).toBe('true');
  expect(within(pages()).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
    '/blog?page=2',
  );
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Blog', canonical: '/blog' }),
  );
});

test('the last page disables Next and links Previous back', async () => {
  server.use(http.get('/api/content/posts', () => HttpResponse.json(makePage(3, 3, 4))));
  await renderAt('/blog?page=3');
  await screen.findByRole('link', { name: 'Post number 19' });
  expect(within(pages()).getByText('Next').getAttribute('aria-disabled')).toBe('true');
  expect(within(pages()).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
    '/blog?page=2',
  );
});

test('an empty blog says so and offers a way on', async () => {
  server.use(
    http.get('/api/content/posts', () =>
      HttpResponse.json({ posts: [], totalPages: 1, currentPage: 1 }),
    ),
  );
  await renderAt('/blog');
  expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Shop Collections' }).getAttribute('href')).toBe(
    '/collections',
  );
});

test('a page past the end is the 404 page', async () => {
  server.use(
    http.get('/api/content/posts', () =>
      HttpResponse.json({ posts: [], totalPages: 3, currentPage: 7 }),
    ),
  );
  const platform = await renderAt('/blog?page=7');
  await waitFor(() => expect(platform.navigation.notFound).toHaveBeenCalled());
});

test('an error offers Try again, which loads the posts', async () => {
  let fail = true;
  server.use(
    http.get('/api/content/posts', () =>
      fail
        ? HttpResponse.json({ statusCode: 502 }, { status: 502 })
        : HttpResponse.json(makePage(1, 1, 2)),
    ),
  );
  await renderAt('/blog');
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load the blog. Please try again.",
  );
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Post number 2' })).toBeTruthy();
});

describe('newsletter sign-up', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = 'sohnne_csrf=token; path=/';
    server.use(http.get('/api/content/posts', () => HttpResponse.json(makePage(1, 1, 1))));
  });

  test('opens on load, validates, posts the e-mail and is remembered', async () => {
    let body: unknown;
    server.use(
      http.post('/api/content/newsletter', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ email: 'ada@example.com', subscribed: true }, { status: 201 });
      }),
    );
    await renderAt('/blog');
    const dialog = await screen.findByRole('dialog', { name: 'Join the Sohnne newsletter' });
    const input = within(dialog).getByLabelText('Email address');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter your email address');
    await userEvent.type(input, 'ada@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please enter a valid email address',
    );

    await userEvent.type(input, 'example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain(
      'Thanks for subscribing!',
    );
    expect(body).toEqual({ email: 'ada@example.com', source: 'blog' });
    expect(window.localStorage.getItem(NEWSLETTER_DISMISSED_KEY)).toBe('1');
  });

  test('shows the service’s validation message', async () => {
    server.use(
      http.post('/api/content/newsletter', () =>
        HttpResponse.json(
          { statusCode: 400, message: ['Please enter a valid email address'] },
          { status: 400 },
        ),
      ),
    );
    await renderAt('/blog');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Email address'), 'ada@example.c');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please enter a valid email address',
    );
  });

  test('closing it is remembered: it does not open again', async () => {
    await renderAt('/blog');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close newsletter sign-up' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(NEWSLETTER_DISMISSED_KEY)).toBe('1');
  });
});
