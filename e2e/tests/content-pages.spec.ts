import { expect, test } from '@playwright/test';

test('careers: the search, a department chip, Clear and the empty state', async ({ page }) => {
  await page.goto('/careers');
  const jobs = page.getByRole('list', { name: 'Open positions' }).getByRole('listitem');
  await expect(jobs).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('  freelance ');
  await expect(jobs).toHaveCount(2);

  await page.getByRole('button', { name: 'Content', exact: true }).click();
  await expect(jobs).toHaveCount(2);
  await page.getByRole('button', { name: 'Design', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No matching jobs found' })).toBeVisible();
  await expect(
    page.getByText('Try adjusting your search criteria or browse all departments'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(jobs).toHaveCount(9);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('astronaut');
  await page.getByRole('button', { name: 'View All Jobs' }).click();
  await expect(jobs).toHaveCount(9);
});

test('every footer link answers 200', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const own = [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')))];
  expect(own.length).toBeGreaterThan(5);
  const failing: string[] = [];
  for (const href of own) {
    const response = await request.get(href);
    if (response.status() !== 200) failing.push(`${href} ${response.status()}`);
  }
  expect(failing).toEqual([]);
});

test('privacy choices: the page arrives server-rendered and the opt-out is remembered after a reload', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/do-not-sell-my-personal-information')).text();
  expect(html).toContain('Your Privacy Choices');

  await page.goto('/do-not-sell-my-personal-information');
  await expect(page.getByText('You have not opted out on this browser.')).toBeVisible();
  await page
    .getByRole('checkbox', { name: 'Do Not Sell or Share My Personal Information' })
    .check();
  await page.getByRole('button', { name: 'Save my choice' }).click();
  await expect(page.getByText('You have opted out on this browser.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('You have opted out on this browser.')).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Do Not Sell or Share My Personal Information' }),
  ).toBeChecked();
});

test('sitemap.xml is a sitemaps.org url set of absolute, dated locations, every one of which answers 200; robots.txt points at it', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
  }));
  expect(entries.length).toBeGreaterThan(200);
  for (const { loc, lastmod } of entries) {
    expect(loc).toMatch(/^https?:\/\/[^/]+\/\S*$/);
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/);
  }
  // Every location of the shop answers 200 (the crawl a search engine makes), a few at a time.
  const paths = entries.map(({ loc }) => new URL(loc!).pathname);
  const failures: string[] = [];
  for (let i = 0; i < paths.length; i += 8) {
    const answers = await Promise.all(
      paths
        .slice(i, i + 8)
        .map(async (path) => [path, (await request.get(path)).status()] as const),
    );
    failures.push(
      ...answers
        .filter(([, status]) => status !== 200)
        .map(([path, status]) => `${path} ${status}`),
    );
  }
  expect(failures).toEqual([]);

  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/my-account', '/cart', '/checkout', '/thankyou', '/search'])
    expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});
