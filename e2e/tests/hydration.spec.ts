import { expect, test, type Page } from '@playwright/test';
import { header, signIn } from './helpers';

// Every route of every MFE, as the live manifest lists them, hydrates without a mismatch. Run once more by
// `npm test` against React's development build (SOHNNE_REACT_DEV=1), which reports every mismatch in the console.

interface ManifestRoute {
  path: string;
  personal?: boolean;
}

const patternOf = (route: string) =>
  new RegExp(
    `^${route
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/\*$/, '/.+')
      .replace(/:[a-z]+/gi, '[^/]+')}$`,
    'i',
  );
const isDynamic = (route: string) => /[:*]/.test(route);

/** One path per route: a static route's own path, else the first sitemap location no more specific route owns. */
function onePathPerRoute(routes: string[], locations: string[]): Map<string, string | undefined> {
  const statics = new Set(routes.filter((route) => !isDynamic(route)));
  // the more literal segments a pattern has, the more specific it is (/collections/designer-furniture/:slug before /collections/*)
  const dynamic = routes
    .filter(isDynamic)
    .sort((a, b) => b.replace(/[:*][^/]*/g, '').length - a.replace(/[:*][^/]*/g, '').length);
  const owner = (path: string) =>
    statics.has(path) ? path : dynamic.find((route) => patternOf(route).test(path));
  return new Map(
    routes.map((route) => [
      route,
      isDynamic(route) ? locations.find((path) => owner(path) === route) : route,
    ]),
  );
}

const REACT_DEV = process.env.SOHNNE_REACT_DEV === '1';
/** React's development build greets the console: proof that the strict check really ran on it. */
let reactDevSeen = false;

function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/React DevTools/.test(text)) reactDevSeen = true;
    if (
      message.type() === 'error' &&
      /hydrat|#418|#423|#425|did not match|server rendered/i.test(text)
    )
      problems.push(`${page.url()}: ${text.slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState('networkidle');
}

test('every route of every MFE hydrates without a mismatch, for a visitor and for a signed-in customer', async ({
  page,
  request,
}) => {
  test.setTimeout(15 * 60_000);
  const manifest = (await (await request.get('/mfe-manifest.json')).json()) as {
    mfes: Record<string, { routes: ManifestRoute[] }>;
  };
  const routes = Object.values(manifest.mfes).flatMap((entry) => entry.routes);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const problems = watchHydration(page);

  const publicPaths = onePathPerRoute(
    routes.filter((route) => !route.personal).map((route) => route.path),
    locations,
  );
  expect(
    [...publicPaths].filter(([, path]) => !path).map(([route]) => route),
    'public routes with no URL in the sitemap',
  ).toEqual([]);
  for (const path of publicPaths.values())
    await visit(page, path === '/search' ? '/search?product=chair' : path!);

  await signIn(page, 'demo@sohnne.test', 'SohnneDemo2025!');
  await expect(header(page).getByRole('button', { name: 'Logout' }).first()).toBeAttached();
  const personal = routes.filter((route) => route.personal).map((route) => route.path);
  for (const route of personal.filter((path) => !isDynamic(path))) await visit(page, route);
  // The customer's own order and address, from the links their lists show.
  for (const [list, route] of [
    ['/my-account/order', '/my-account/order/:id'],
    ['/my-account/edit-address', '/my-account/edit-address/:id'],
  ] as const) {
    expect(personal).toContain(route);
    await visit(page, list);
    const href = await page
      .locator(`main a[href^="${list}/"]:not([href$="/shipping"])`)
      .first()
      .getAttribute('href');
    await visit(page, href!);
  }
  // An address id that names nothing (well-formed or not): the spec's blank page, rendered alike on both sides.
  for (const id of ['0123456789abcdef01234567', 'no-such-address']) {
    await visit(page, `/my-account/edit-address/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edit shipping address' }),
    ).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  }
  expect(problems).toEqual([]);
  expect(reactDevSeen, "React's development build is running").toBe(REACT_DEV);
});

test('the check sees a mismatch: server HTML changed on the way makes it fail', async ({
  page,
}) => {
  await page.route('**/about-us', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/(<h1[^>]*>)About Us</, '$1About Them<');
    await route.fulfill({ response, body: html });
  });
  const problems = watchHydration(page);
  await visit(page, '/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  expect(problems.length).toBeGreaterThan(0);
});
