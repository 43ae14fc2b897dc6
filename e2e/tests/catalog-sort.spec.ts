import { expect, test, type Page } from '@playwright/test';

/** The price each card's shopper pays: the last amount on the card (a sale shows the list price first). */
const paidPrices = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const amounts = (card as HTMLElement).innerText.match(/\$[\d,]+\.\d\d/g) ?? [];
        return Number(amounts.at(-1)?.replace(/[$,]/g, ''));
      }),
    );
const query = (page: Page) => decodeURIComponent(new URL(page.url()).search);
const sortBy = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Sort by' });

/** The listing once the new order's cards have arrived (the previous ones stay, marked busy, until then). */
async function settled(page: Page): Promise<number[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  return paidPrices(page);
}

const ascending = (prices: number[]) =>
  prices.every((price, at) => at === 0 || prices[at - 1] <= price);

test('sort a collection by price: page 1 of each order, the filter kept; reload keeps it, Back gives the previous order', async ({
  page,
}) => {
  await page.goto('/collections/seating?page=2');
  await expect(sortBy(page)).toHaveValue('featured');
  await page.getByRole('switch', { name: /^Express shipping/ }).click();
  await expect(page).toHaveURL(/express_shipping=true$/);
  const featured = await settled(page);

  await sortBy(page).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price_asc/);
  expect(query(page)).toBe('?express_shipping=true&sort=price_asc');
  const lowFirst = await settled(page);
  expect(lowFirst.length).toBeGreaterThan(3);
  expect(lowFirst.every(Number.isFinite)).toBe(true);
  expect(ascending(lowFirst)).toBe(true);
  // The cheapest of the page is the cheapest of the filtered collection's first page in its own order too.
  expect(lowFirst[0]).toBeLessThanOrEqual(Math.min(...featured));
  await expect(page.getByRole('switch', { name: /^Express shipping/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  await sortBy(page).selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price_desc/);
  const highFirst = await settled(page);
  expect(ascending([...highFirst].reverse())).toBe(true);
  expect(highFirst[0]).toBeGreaterThan(lowFirst[0]);

  await page.reload();
  await expect(sortBy(page)).toHaveValue('price_desc');
  expect(await settled(page)).toEqual(highFirst);

  await page.goBack();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(sortBy(page)).toHaveValue('price_asc');
  expect(await settled(page)).toEqual(lowFirst);
});
