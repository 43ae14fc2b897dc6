import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  addFirstFeatured,
  expectCartCount,
  fillCheckout,
  goToCheckout,
  purchaseEvents,
  uniqueEmail,
} from './helpers';

/**
 * The commerce service at two replicas and after a lost answer, against the running stack: a second
 * commerce process from the same build, environment and database beside the one behind the edge.
 */

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => resolve(free));
    });
  });

let second: ChildProcess | undefined;
let secondUrl = '';

test.beforeAll(async () => {
  const listen = await freePort();
  second = spawn(process.execPath, ['services/commerce/dist/main.js'], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(listen),
      SESSION_SECRET:
        process.env.SESSION_SECRET ??
        readFileSync(path.join(REPO_ROOT, '.data', 'session-secret'), 'utf8').trim(),
      SOHNNE_DB_PORT: String(port('SOHNNE_DB_PORT', 27018)),
      CATALOG_URL: `http://127.0.0.1:${port('CATALOG_PORT', 3001)}`,
      ACCOUNT_URL: `http://127.0.0.1:${port('ACCOUNT_PORT', 3003)}`,
    },
  });
  secondUrl = `http://127.0.0.1:${listen}`;
  await expect
    .poll(
      () =>
        fetch(`${secondUrl}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  second?.kill('SIGTERM');
});

/** Products of the catalog, each to add as its own cart line (its default variant). */
async function productsToAdd(request: APIRequestContext, count: number) {
  const answer = await request.get('/api/products?perPage=40');
  const products: { id: string }[] = (await answer.json()).data;
  return products.slice(0, count).map((product) => ({ productId: product.id, quantity: 1 }));
}

test('adds to one cart split over the edge and a second commerce replica are all kept', async ({
  page,
}) => {
  const items = await productsToAdd(page.request, 17);
  expect(items).toHaveLength(17);
  await page.goto('/cart');
  // An API call issues the visitor and CSRF cookies, as the MFEs' first call does.
  await page.request.get('/api/cart');
  const csrf = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'sohnne_csrf',
  )!.value;
  const headers = { 'x-csrf-token': csrf };
  expect((await page.request.post('/api/cart/items', { data: items[0], headers })).status()).toBe(
    200,
  );
  // The browser's cookies (visitor, cart, CSRF) sent as they are to the second replica.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const answers = await Promise.all(
    items.slice(1).map((item, i) =>
      i % 2 === 0
        ? page.request.post('/api/cart/items', { data: item, headers }).then((r) => r.status())
        : fetch(`${secondUrl}/api/cart/items`, {
            method: 'POST',
            headers: { ...headers, cookie, 'content-type': 'application/json' },
            body: JSON.stringify(item),
          }).then((r) => r.status),
    ),
  );
  expect(answers).toEqual(Array(16).fill(200));
  await page.reload();
  await expectCartCount(page, 17);
});

/** A visitor with one product in the cart and the checkout form filled, about to place the order. */
async function readyToPlace(page: Page, email: string) {
  await addFirstFeatured(page);
  await goToCheckout(page);
  await fillCheckout(page, { email, firstName: 'Lou', lastName: 'Lost' });
}

test('a visitor whose checkout answer was lost places the order again and sees it once on /thankyou', async ({
  page,
  context,
}) => {
  await readyToPlace(page, uniqueEmail('lost-answer'));
  let firstInvoice = '';
  await page.route('**/api/checkout', async (route) => {
    if (route.request().method() !== 'POST' || firstInvoice) return route.continue();
    // The order is placed and paid, but neither the answer nor the cookie it sets reach the browser.
    const before = await context.cookies();
    const answer = await route.fetch();
    firstInvoice = (await answer.json()).invoice_id;
    await context.clearCookies();
    await context.addCookies(before);
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(firstInvoice).toMatch(/^SO-/);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(new RegExp(`/thankyou\\?id=${firstInvoice}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Lou!' })).toBeVisible();
  await expect.poll(() => purchaseEvents(page)).toBe(1);
  await expectCartCount(page, 0);
});
