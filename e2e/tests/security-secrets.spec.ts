import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addFirstFeatured, register, uniqueEmail } from './helpers';

/**
 * Nothing secret in an address or a log: every form that holds a secret posts (so Enter pressed before the
 * scripts run sends no field in the URL), and a token planted in a page's address or a request header is
 * found in no process's log.
 */

const LOG_DIR = path.resolve(__dirname, '..', '..', '.data', 'logs');
/** Field names and types a form may hold a secret in. */
const SECRET_FIELD = /type="password"|name="[^"]*(password|card|cvc|token|expiry)[^"]*"/i;

/** Each <form> of a page's server HTML: its opening tag and whether it holds a secret field. */
async function formsOf(request: APIRequestContext, pagePath: string) {
  const response = await request.get(pagePath);
  expect(response.status(), pagePath).toBeLessThan(400);
  const html = await response.text();
  return [...html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)].map(([, tag, body]) => ({
    tag,
    holdsSecret: SECRET_FIELD.test(body),
  }));
}

test('every form that holds a secret posts, in the server HTML of each page that has one', async ({
  page,
  playwright,
}) => {
  // A visitor's pages (a customer is told he is signed in there), then a customer's with a cart.
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await register(page, uniqueEmail('posts'), 'walnut-and-brass-1');
  await addFirstFeatured(page);
  const pages: [APIRequestContext, string][] = [
    [visitor, '/login'],
    [visitor, '/register'],
    [visitor, '/forgot-password'],
    [visitor, '/reset-password?token=abc'],
    [page.request, '/my-account/edit-account'],
    [page.request, '/my-account/edit-address/shipping'],
    [page.request, '/checkout'],
  ];
  let secretForms = 0;
  for (const [request, pagePath] of pages) {
    for (const form of await formsOf(request, pagePath)) {
      if (!form.holdsSecret) continue;
      secretForms += 1;
      expect(form.tag, `${pagePath}: ${form.tag}`).toMatch(/\bmethod="post"/);
    }
  }
  await visitor.dispose();
  // Sign-in, register, reset, account details and the card form at least.
  expect(secretForms).toBeGreaterThanOrEqual(5);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter in the sign-in form sends no field in the address', async ({ page }) => {
    const password = `never-in-a-url-${Date.now()}`;
    await page.goto('/login');
    await page.getByLabel('Username or email address').fill('demo@sohnne.test');
    await page.getByLabel('Password').fill(password);
    const sent = page.waitForRequest((request) => request.url().includes('/login'));
    await page.getByLabel('Password').press('Enter');
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.url()).not.toContain(password);
    await page.waitForLoadState();
    expect(page.url()).not.toContain(password);
  });
});

test('a token in a page address, a Referer or a CSRF header reaches no log', async ({ page }) => {
  expect(fs.existsSync(LOG_DIR), `the stack's logs are in ${LOG_DIR}`).toBe(true);
  const planted = `planted${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  await page.goto(`/reset-password?token=${planted}`);
  await page.getByLabel('New password', { exact: true }).fill('a-new-secret-26');
  await page.getByLabel('Confirm new password').fill('a-new-secret-26');
  const refused = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/reset-password'),
  );
  await page.getByRole('button', { name: 'Save new password' }).click();
  expect((await refused).status()).toBe(400);
  // A call the way a script would make it: the token in the Referer, the CSRF token in its header.
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sohnne_csrf');
  expect(csrf).toBeTruthy();
  await page.request.get('/api/session', {
    headers: { referer: `http://localhost:8080/reset-password?token=${planted}` },
  });
  await page.request.post('/api/auth/forgot-password', {
    data: { email: 'nobody@example.test' },
    headers: { 'x-csrf-token': csrf!.value },
  });
  // The services write their request line once the answer is sent: give the files a moment.
  await page.waitForTimeout(1000);
  for (const file of fs.readdirSync(LOG_DIR).filter((name) => name.endsWith('.log'))) {
    const text = fs.readFileSync(path.join(LOG_DIR, file), 'utf8');
    expect(text.includes(planted), `${file} holds the planted token`).toBe(false);
    expect(text.includes(csrf!.value), `${file} holds a CSRF token`).toBe(false);
  }
});
