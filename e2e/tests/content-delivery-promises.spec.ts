import { expect, test, type Page } from '@playwright/test';

// One delivery promise, the spec's (accounts-and-commerce.md §1 and §9): orders ship 1-5 business days after
// payment, no expedited shipping. The product page, the collection FAQ and the policy pages say the same.

const SHIPS = 'Orders ship 1 to 5 business days after payment';
const NO_EXPEDITED = 'We do not offer expedited shipping.';
/** A faster delivery than the policy's, however it is worded. */
const EXPRESS_PROMISE = /express (delivery|shipping)|expedited delivery|ships? within \d/i;

/** The page's main text, without the collection's express-shipping switch (the spec's filter, not a promise). */
const mainText = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[role="switch"]').forEach((element) => element.remove());
    return copy.textContent ?? '';
  });

test('no page promises express delivery; the product page and the collection FAQ say what /delivery says', async ({
  page,
}) => {
  await page.goto('/collections/seating');
  await page.getByRole('button', { name: 'How long does delivery take?' }).click();
  await expect(page.locator('main')).toContainText(`${SHIPS}`);
  expect(await mainText(page)).not.toMatch(EXPRESS_PROMISE);

  // Every product carries the same note: the first of the listing (and one with express shipping) say it.
  for (const listing of ['/collections/seating', '/collections/seating?express_shipping=true']) {
    await page.goto(listing);
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.locator('main')).toContainText(`${SHIPS}`);
    await expect(page.locator('main')).toContainText(NO_EXPEDITED);
    expect(await mainText(page)).not.toMatch(EXPRESS_PROMISE);
  }

  for (const path of ['/delivery', '/shipping-info']) {
    await page.goto(path);
    const text = await mainText(page);
    expect(text, path).toContain(SHIPS);
    expect(text, path).toContain(NO_EXPEDITED);
    expect(text, path).not.toMatch(EXPRESS_PROMISE);
  }

  await page.goto('/help');
  await page.getByRole('button', { name: /^Shipping Service/ }).click();
  await expect(page.locator('main')).toContainText(`No. ${SHIPS}`);
  expect(await mainText(page)).not.toMatch(EXPRESS_PROMISE);
});
