import { expect, test } from '@playwright/test';
import { expectNoReload, header, markDocument } from './helpers';

const FALLBACK = 'This part of the shop is unavailable right now.';

test('a dead remote: the shell starts, its region shows a fallback, the others work; it recovers without a reload', async ({
  page,
}) => {
  let accountDown = true;
  await page.route('**/mfe/account/**', (route) =>
    accountDown ? route.abort('connectionrefused') : route.continue(),
  );

  // Straight onto the dead MFE's page: the shell still starts, and the page the server rendered stays (its
  // form posts without the MFE's script).
  await page.goto('/login');
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByLabel('Username or email address')).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);

  // A page of it reached in the browser (no server HTML for it): its region shows the fallback.
  await page.goto('/');
  await markDocument(page);
  await header(page).getByRole('link', { name: 'Login' }).first().click();
  await expect(page.getByText(FALLBACK)).toBeVisible();

  // The other three work.
  await header(page).getByRole('link', { name: 'Collections', exact: true }).first().click();
  await expect(page.locator('[data-mfe="catalog"]')).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  await header(page)
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await expect(page.locator('[data-mfe="commerce"]')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sohnne' }).first().click();
  await expect(page.locator('[data-mfe="content"]')).toBeVisible();

  // Back up: the next navigation to it works, in the same document.
  accountDown = false;
  await header(page).getByRole('link', { name: 'Login' }).first().click();
  await expect(page.locator('[data-mfe="account"]')).toBeVisible();
  await expect(page.getByLabel('Username or email address')).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  await expectNoReload(page);
});

test('a service that is down shows an error state in its own MFE only', async ({ page }) => {
  await page.route('**/api/collections**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"statusCode":503,"message":"down"}',
    }),
  );
  // Reached by client navigation, so the browser's own call meets the outage (the server render would not).
  await page.goto('/');
  await header(page).getByRole('link', { name: 'Collections', exact: true }).first().click();
  await expect(page.getByText("We couldn't load the collections. Please try again.")).toBeVisible();
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
