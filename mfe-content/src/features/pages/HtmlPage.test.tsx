import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@sohnne/web-testing';
import { renderAt } from '../../test/render';

const MEDIA = join(__dirname, '../../../../infra/seed/media');

const html = [
  '<h2>Our story</h2>',
  '<p>Design classics for every home.</p>',
  '<script>window.__pwned = true</script>',
  '<img src="/media/x.webp" alt="Workshop" onerror="window.__pwned = true">',
  '<p>Read <a href="/collections">our collections</a>.</p>',
].join('');

test('renders the page html with scripts and handlers stripped in the browser', async () => {
  server.use(
    http.get('/api/content/pages/about-us', async () => {
      await delay(30);
      return HttpResponse.json({ slug: 'about-us', title: 'About Us', html });
    }),
  );
  const platform = await renderAt('/about-us');

  expect(await screen.findByTestId('page-skeleton')).toBeTruthy();
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('About Us');
  expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeTruthy();
  const article = document.querySelector('article')!;
  expect(article.querySelector('script')).toBeNull();
  expect(article.innerHTML).not.toContain('__pwned');
  expect(article.querySelector('img')!.getAttribute('onerror')).toBeNull();
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
  expect(platform.navigation.setHead).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'About Us', canonical: '/about-us' }),
  );

  await userEvent.click(screen.getByRole('link', { name: 'our collections' }));
  expect(platform.navigation.navigate).toHaveBeenCalledWith('/collections');
});

test('shows an error state when the content service is down', async () => {
  server.use(
    http.get('/api/content/pages/about-us', () =>
      HttpResponse.json({ statusCode: 502 }, { status: 502 }),
    ),
  );
  const platform = await renderAt('/about-us');
  expect((await screen.findByRole('alert')).textContent).toContain(
    "We couldn't load this page. Please try again.",
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  await waitFor(() => expect(platform.pageLoad.done).toHaveBeenCalled());
});

test('a page the service does not have is the shell’s 404', async () => {
  server.use(
    http.get('/api/content/pages/about-us', () =>
      HttpResponse.json({ statusCode: 404 }, { status: 404 }),
    ),
  );
  const platform = await renderAt('/about-us');
  await waitFor(() => expect(platform.navigation.notFound).toHaveBeenCalled());
  expect(platform.pageLoad.done).not.toHaveBeenCalled();
});

test('a policy page shows its breadcrumb and the page named by its path', async () => {
  server.use(
    http.get('/api/content/pages/warranty', () =>
      HttpResponse.json({
        slug: 'warranty',
        title: 'Warranty',
        html: '<h2>What is covered</h2><p>Frames and mechanisms.</p>',
      }),
    ),
  );
  const platform = await renderAt('/warranty');
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Warranty');
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(trail.textContent).toContain('Home');
  expect(trail.querySelector('[aria-current="page"]')!.textContent).toBe('Warranty');
  expect(screen.getByText('Frames and mechanisms.')).toBeTruthy();
  await waitFor(() =>
    expect(platform.navigation.setHead).toHaveBeenCalledWith(
      expect.objectContaining({ canonical: '/warranty' }),
    ),
  );
});

test('the environment page shows its pictures after the text, each sized, described and from the seed', async () => {
  server.use(
    http.get('/api/content/pages/environment', () =>
      HttpResponse.json({
        slug: 'environment',
        title: 'Our Environment Commitment',
        html: '<p>Furniture that lasts.</p>',
      }),
    ),
  );
  await renderAt('/environment');
  const figures = await screen.findAllByRole('figure');
  expect(figures).toHaveLength(3);
  for (const figure of figures) {
    const img = figure.querySelector('img')!;
    expect(img.getAttribute('alt')).toBeTruthy();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
    expect(img.getAttribute('loading')).toBe('lazy');
    // The seed writes the file the page names.
    const file = join(MEDIA, img.getAttribute('src')!.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);
  }
});
