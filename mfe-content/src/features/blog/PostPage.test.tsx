import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { createFakePlatform, server } from '@sohnne/web-testing';
import { RouteContext } from '@sohnne/platform';
import { MfeProviders } from '@sohnne/platform/src/mfe';
import { makeStore } from '../../store';
import { platformWithFragments } from '../../test/fragments';
import { renderAt } from '../../test/render';
import { blogApi } from './blogApi';
import PostPage from './PostPage';
import { makePost } from './blog.fixtures';

const post = makePost(1, {
  title: { rendered: 'The Lounge Chair &amp; Its Ottoman' },
  content: {
    rendered:
      '<h2>Title</h2><p>One.</p><h3>The wood</h3><p>Two <a href="/collections/chairs">chairs</a>.</p><h2>Title</h2><p>Three.</p><script>window.__pwned = 1</script>',
  },
});

test('shows the post with its details, contents, body and the premium replicas fragment', async () => {
  server.use(
    http.get('/api/content/posts/post-number-1', async () => {
      await delay(30);
      return HttpResponse.json(post);
    }),
  );
  const { platform, mounted } = platformWithFragments();
  await renderAt('/post-number-1', platform);
  expect(screen.getByText('Loading...')).toBeTruthy();

  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
    'The Lounge Chair & Its Ottoman',
  );
  expect(screen.getByText('Mara Lindqvist')).toBeTruthy();
  expect(screen.getByText('January 5, 2025').getAttribute('datetime')).toBe('2025-01-05T09:00:00');
  expect(screen.getByText('Excerpt of post 1.')).toBeTruthy();
  const hero = screen.getByRole('img', { name: 'The Lounge Chair & Its Ottoman' });
  expect([hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['1200', '750']);

  const body = screen.getByTestId('post-body');
  expect([...body.querySelectorAll('h2, h3')].map((h) => h.id)).toEqual([
    'title',
    'the-wood',
    'title-1',
  ]);
  expect(body.querySelector('script')).toBeNull();

  const toc = screen.getByRole('navigation', { name: 'On This Page' });
  expect(
    within(toc)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['1.Title', '#title'],
    ['1.1.The wood', '#the-wood'],
    ['2.Title', '#title-1'],
  ]);

  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({
      title: 'The Lounge Chair & Its Ottoman',
      canonical: '/post-number-1',
      og: expect.objectContaining({ type: 'article', image: '/media/blog/post-number-1.svg' }),
      jsonLd: [
        expect.objectContaining({ '@type': 'Article', headline: 'The Lounge Chair & Its Ottoman' }),
        expect.objectContaining({ '@type': 'BreadcrumbList' }),
      ],
    }),
  );
  expect(platform.fragments.load).toHaveBeenCalledWith('catalog/PremiumReplicas');
  await waitFor(() => expect(mounted.at(-1)).toMatchObject({ count: 3 }));

  await userEvent.click(within(body).getByRole('link', { name: 'chairs' }));
  expect(platform.navigation.navigate).toHaveBeenCalledWith('/collections/chairs');
});

afterEach(() => document.querySelectorAll('body > header').forEach((header) => header.remove()));

/** A sticky header as the shell's, reaching `bottom` px down the window, at the window's top edge. */
function stickyHeader(bottom: number) {
  const header = document.createElement('header');
  header.style.position = 'sticky';
  header.getBoundingClientRect = () => ({ top: 0, bottom }) as DOMRect;
  document.body.prepend(header);
  document.elementsFromPoint = (_x: number, y: number) =>
    y < bottom ? [header, document.body, document.documentElement] : [document.body];
  return header;
}

test('the contents open and close, and a link scrolls its heading clear of the sticky header', async () => {
  server.use(http.get('/api/content/posts/post-number-1', () => HttpResponse.json(post)));
  const header = stickyHeader(113);
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  await renderAt('/post-number-1');
  const toc = await screen.findByRole('navigation', { name: 'On This Page' });
  const heading = document.getElementById('the-wood')!;

  await userEvent.click(within(toc).getByRole('link', { name: /The wood/ }));
  // Over the spec's 100 px where the header reaches further: its height (113 px, measured) and 16 px.
  expect(heading.style.scrollMarginTop).toBe('129px');
  expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
  expect(scrollIntoView.mock.contexts.at(-1)).toBe(heading);
  expect(document.activeElement).toBe(heading);

  // On a phone the header is shorter: the spec's 100 px offset clears it.
  header.remove();
  stickyHeader(65);
  await userEvent.click(within(toc).getByRole('link', { name: /The wood/ }));
  expect(heading.style.scrollMarginTop).toBe('100px');

  const toggle = within(toc).getByRole('button', { name: 'On This Page' });
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  await userEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(within(toc).queryByRole('link')).toBeNull();
  await userEvent.click(toggle);
  expect(within(toc).getAllByRole('link')).toHaveLength(3);
});

test('reduced motion scrolls at once', async () => {
  server.use(http.get('/api/content/posts/post-number-1', () => HttpResponse.json(post)));
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
  })) as unknown as typeof window.matchMedia;
  await renderAt('/post-number-1');
  const toc = await screen.findByRole('navigation', { name: 'On This Page' });
  await userEvent.click(within(toc).getByRole('link', { name: /^2\.\s*Title/ }));
  expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
});

test('an unknown slug is the 404 page', async () => {
  server.use(
    http.get('/api/content/posts/no-such-post', () =>
      HttpResponse.json({ statusCode: 404 }, { status: 404 }),
    ),
  );
  const platform = await renderAt('/no-such-post');
  await waitFor(() => expect(platform.navigation.notFound).toHaveBeenCalled());
  expect(platform.pageLoad.done).not.toHaveBeenCalled();
});

test('a page module arriving after the loader found no post does not ask the service again', async () => {
  let asked = 0;
  server.use(
    http.get('/api/content/posts/no-such-post', () => {
      asked += 1;
      return HttpResponse.json({ statusCode: 404 }, { status: 404 });
    }),
  );
  // In the browser the page's chunk often arrives after the loader's 404: the failed query is cached.
  const store = makeStore();
  await store.dispatch(blogApi.endpoints.getPost.initiate('no-such-post', { subscribe: false }));
  expect(asked).toBe(1);
  render(
    <MfeProviders name="content" version="test" platform={createFakePlatform()} store={store}>
      <RouteContext.Provider
        value={{ pathname: '/no-such-post', search: '', params: { slug: 'no-such-post' } }}
      >
        <PostPage />
      </RouteContext.Provider>
    </MfeProviders>,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked).toBe(1);
});

test('a path that cannot be a slug is the 404 page without asking the service', async () => {
  const platform = await renderAt('/Not_A_Slug');
  await waitFor(() => expect(platform.navigation.notFound).toHaveBeenCalled());
});
