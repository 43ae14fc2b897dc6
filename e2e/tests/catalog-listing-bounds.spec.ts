import { expect, test, type Page } from '@playwright/test';

// What a collection's URL may carry that names nothing: a filter value the collection does not offer, a page
// past the last one. The first is dropped (the listing shows what it would without it); the second is a 404.

const COLLECTION = '/collections/seating';

/** The listing's count ('39 products'). */
const status = (page: Page) => page.getByText(/^\d+ products?$/);

test('a made-up filter value is dropped: nothing ticked, the listing as without it, no link carries it', async ({
  page,
}) => {
  await page.goto(COLLECTION);
  const all = (await status(page).textContent()) ?? '';
  expect(all).toMatch(/^\d+ products$/);

  for (const made of ['material[0]=zzz', 'color[0]=purple']) {
    const answer = await page.goto(`${COLLECTION}?${made}`);
    expect(answer?.status()).toBe(200);
    await expect(status(page)).toHaveText(all);
    await expect(page.getByText('No results.')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /zzz|purple/i })).toHaveCount(0);
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) =>
        links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '')),
      );
    expect(hrefs.filter((href) => /zzz|purple/.test(href))).toEqual([]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/collections\/seating$/,
    );
  }

  // A made-up value beside an offered one keeps the offered one.
  await page.goto(COLLECTION);
  const offered = page.getByRole('group', { name: 'Material' }).getByRole('checkbox').first();
  const value = await offered.getAttribute('value');
  await page.goto(`${COLLECTION}?material[0]=zzz&material[1]=${value}`);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(
    page.getByRole('group', { name: 'Material' }).getByRole('checkbox').first(),
  ).toBeChecked();
});

test('a page past the last answers 404 for a collection, a designer collection and a search', async ({
  page,
}) => {
  for (const path of [
    `${COLLECTION}?page=99`,
    '/collections/designer-furniture/eames?page=99',
    '/search?product=chair&page=99',
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page).toHaveTitle(/Page not found/);
  }
  // The last page itself is there.
  await page.goto(COLLECTION);
  const last = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link').last();
  const lastPage = new URL((await last.getAttribute('href')) ?? '', page.url());
  expect((await page.goto(lastPage.pathname + lastPage.search))?.status()).toBe(200);
  await expect(page.getByRole('article').first()).toBeVisible();
});
