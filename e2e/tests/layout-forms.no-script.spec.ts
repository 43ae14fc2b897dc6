import { expect, test, type Page } from '@playwright/test';

/** The layout's own forms with scripts off: the currency switch, and a post from another site refused. */

/** The header's currency switch (the phone menu, drawn hidden, has its own). */
const currency = (page: Page) => page.getByRole('banner').getByLabel('Currency');

test('the currency switch works without scripts: prices in the chosen currency on the same page', async ({
  page,
}) => {
  await page.goto('/collections/seating');
  await currency(page).selectOption('EUR');
  await page.getByRole('button', { name: 'Show prices' }).click();
  await expect(page).toHaveURL(/\/collections\/seating$/);
  await expect(currency(page)).toHaveValue('EUR');
  await expect(page.getByText(/€/).first()).toBeVisible();
});

test("a form posted from another site is refused with the shop's page and a clear sentence", async ({
  page,
  baseURL,
}) => {
  // A page of another origin (the tracking app's port stands in for any other site) posting to the shop.
  await page.route('http://127.0.0.1:9/evil', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${baseURL}/collections/seating"><input name="_shell" value="currency"><input name="currency" value="GBP"><button>Go</button></form>`,
    }),
  );
  await page.goto('http://127.0.0.1:9/evil');
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Go' }).click();
  expect((await answered).status()).toBe(403);
  await expect(
    page.getByText('This form was sent from outside the shop, so it was not accepted.'),
  ).toBeVisible();
  await expect(currency(page)).not.toHaveValue('GBP');
});
