import { expect, test, type Page } from '@playwright/test';
import { logout, register, uniqueEmail } from './helpers';

/*
 * Issue 37.3: the login page's ?redirect= must keep the shopper on the shop after a real sign-in, whatever
 * the address a link hands it. Each target below resolved to another origin ('//127.0.0.1:3005/') in a
 * browser. A login counts against the account's limit (5 a minute), so each test signs in three times.
 */
const OFF_SHOP = '127.0.0.1:3005/';

/** Waits until React has hydrated the sign-in form: a click before then submits the server's HTML form. */
async function signInWithRedirect(page: Page, email: string, password: string, target: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await page.waitForFunction(() => {
    const button = document.querySelector('form button[type="submit"]');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactFiber'));
  });
  await page.getByLabel('Username or email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Signed in, the page leaves /login: for where, see expectOnShopAt.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function expectOnShopAt(page: Page, baseURL: string | undefined, pathname: string) {
  const url = new URL(page.url());
  expect(url.origin).toBe(new URL(baseURL!).origin);
  expect(url.pathname).toBe(pathname);
  await expect(page.getByText('Successfully logged in')).toBeVisible();
}

for (const targets of [
  [`/.//${OFF_SHOP}`, `/%2e//${OFF_SHOP}`, `/\\${OFF_SHOP}`],
  [`/..//${OFF_SHOP}`, `///${OFF_SHOP}`, `/\t/${OFF_SHOP}`],
]) {
  test(`after signing in, ${targets.map((t) => JSON.stringify(t)).join(', ')} stay on the shop`, async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('redirect');
    await register(page, email, 'walnut-2025');
    for (const target of targets) {
      await logout(page);
      await signInWithRedirect(page, email, 'walnut-2025', target);
      await expectOnShopAt(page, baseURL, '/');
    }
  });
}

test('after signing in, a shop path in ?redirect= is where the shopper lands', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('redirect-home');
  await register(page, email, 'walnut-2025');
  await logout(page);
  await signInWithRedirect(page, email, 'walnut-2025', '/my-account/order?page=1');
  await expectOnShopAt(page, baseURL, '/my-account/order');
});
