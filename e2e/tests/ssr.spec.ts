import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoReload, header, markDocument } from './helpers';

const MANIFEST = path.resolve(__dirname, '..', '..', '.deploy', 'mfe-manifest.json');
const PAGES = [
  { path: '/', h1: /./, title: 'Sohnne | Mid-Century Modern Furniture' },
  {
    path: '/collections',
    h1: 'Collections',
    title: 'Mid Century &amp; Modern Classics, Iconic Replica Furnitures',
  },
  { path: '/about-us', h1: 'About Us', title: 'About Us | Sohnne' },
  { path: '/login', h1: /Login|My Account/, title: 'Login | Sohnne' },
  { path: '/register', h1: /Register|My Account/, title: 'Register | Sohnne' },
];

test('every page arrives as HTML with its h1, title, description and canonical, before any script runs', async ({
  request,
}) => {
  for (const page of PAGES) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    expect(html, page.path).toContain(`<title>${page.title}</title>`);
    expect(html, page.path).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html, page.path).toMatch(
      new RegExp(
        `<link rel="canonical" href="https?://[^"]+${page.path === '/' ? '/' : page.path}"`,
      ),
    );
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    expect(h1, page.path).toMatch(page.h1);
    expect(response.headers()['cache-control'], page.path).toContain('public');
  }
});

test('an unknown path answers 404 with the 404 page; personal pages are never cached', async ({
  request,
}) => {
  const missing = await request.get('/no-such-page-here');
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('Sorry!, this page isn&#x27;t available');
  expect(html).toContain('The page you were looking for couldn&#x27;t be found');
  const cart = await request.get('/cart');
  expect(cart.status()).toBe(200);
  expect(cart.headers()['cache-control']).toBe('private, no-store');
});

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /hydrat|#418|#423|#425|did not match/i.test(text))
      problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('pages hydrate without mismatches, then client navigation crosses all four MFEs without a reload', async ({
  page,
}) => {
  const problems = watchHydration(page);
  for (const { path: url } of PAGES) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);

  await page.goto('/');
  await expect(page.locator('[data-mfe="content"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await markDocument(page);
  await header(page).getByRole('link', { name: 'Collections', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await header(page).getByRole('link', { name: 'Login' }).first().click();
  await expect(page.getByLabel('Username or email address')).toBeVisible();
  await header(page)
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await expect(page.locator('[data-mfe="commerce"]')).toBeVisible();
  await header(page).getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page).toHaveTitle('About Us | Sohnne');
  await expectNoReload(page);
  expect(problems).toEqual([]);
});

test.describe('a server remote that is missing or throws', () => {
  let original: string;
  test.beforeEach(() => {
    original = fs.readFileSync(MANIFEST, 'utf8');
  });
  test.afterEach(async () => {
    fs.writeFileSync(MANIFEST, original);
    await new Promise((r) => setTimeout(r, 1100)); // the shell server rereads the manifest after 1 s
  });

  for (const [what, entry, source] of [
    ['missing', 'mfe-server/content/0.0.0-missing/remoteEntry.js', null],
    [
      'throwing',
      'mfe-server/content/0.0.0-broken/remoteEntry.js',
      "throw new Error('broken server build');",
    ],
  ] as const) {
    test(`${what}: the page is a 200 whose region renders in the browser`, async ({
      page,
      request,
    }) => {
      if (source) {
        const file = path.resolve(path.dirname(MANIFEST), entry);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, source);
      }
      const manifest = JSON.parse(original);
      manifest.mfes.content.serverEntry = entry;
      fs.writeFileSync(MANIFEST, JSON.stringify(manifest));
      await new Promise((r) => setTimeout(r, 1100));

      const response = await request.get('/about-us');
      expect(response.status()).toBe(200);
      expect(response.headers()['x-sohnne-region-fallback']).toBe('content');
      expect(await response.text()).toContain('<footer');

      await page.goto('/about-us');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    });
  }
});
