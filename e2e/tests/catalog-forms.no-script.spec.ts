import { expect, test, type Page } from '@playwright/test';
import { productPath } from '@sohnne/site-paths';
import { expectCartCount } from './helpers';

/** The catalogue's forms with scripts off: add to cart (variant and quantity chosen), filters and pages. */

interface CartLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** The visitor's cart as the commerce service has it (the browser's own cookies). */
async function cartLines(page: Page): Promise<CartLine[]> {
  const cart = (await (await page.request.get('/api/cart')).json()) as { lines: CartLine[] };
  return cart.lines.map(({ productId, variantId, quantity }) => ({
    productId,
    variantId,
    quantity,
  }));
}

const SLUG = '45-armchair-juhl-style-replica';

test('a product page adds the chosen variant and quantity to the cart, then comes back to say so', async ({
  page,
}) => {
  const product = (await (await page.request.get(`/api/products/by-slug/${SLUG}`)).json()) as {
    id: string;
    name: string;
    variants: { id: string; value: string }[];
  };
  const second = product.variants[1];
  await page.goto(productPath(SLUG));
  await expectCartCount(page, 0);

  await page.getByRole('radio', { name: second.value }).check();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  // The page's own button first; the related products' cards have theirs below.
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  expect((await answered).status()).toBe(303);

  await expect(page).toHaveURL(new RegExp(`${productPath(SLUG)}$`));
  await expect(page.getByText(`${product.name} added to cart`)).toBeVisible();
  await expectCartCount(page, 2);
  expect(await cartLines(page)).toEqual([
    { productId: product.id, variantId: second.id, quantity: 2 },
  ]);
});

test("a collection's product card adds its product, and the page comes back with the message", async ({
  page,
}) => {
  await page.goto('/collections/seating');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('link').last().textContent())!.trim();
  await card.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page).toHaveURL(/\/collections\/seating$/);
  await expect(page.getByText(`${name} added to cart`)).toBeVisible();
  await expectCartCount(page, 1);
  expect(await cartLines(page)).toEqual([expect.objectContaining({ quantity: 1 })]);
});

test('on a phone, the filters, the price, the express switch and the pages work as GET forms and links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/collections/seating');
  const count = page.getByRole('status').filter({ hasText: /products?$/ });
  const unfiltered = await count.textContent();
  await page.getByRole('navigation', { name: 'Pagination' }).getByLabel('Page 2').click();
  await expect(page).toHaveURL(/\/collections\/seating\?page=2$/);

  // The toggle needs scripts: without them the filters are shown at once.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('button', { name: 'Show filters' })).toBeHidden();
  const material = filters.getByRole('group', { name: 'Material' }).getByRole('checkbox').first();
  const value = await material.getAttribute('value');
  await material.check();
  await filters.getByLabel('Min').fill('100');
  await filters.getByRole('button', { name: 'Apply filters' }).click();

  const asked = () => new URL(page.url()).searchParams;
  await expect(
    filters.getByRole('group', { name: 'Material' }).getByRole('checkbox').first(),
  ).toBeChecked();
  expect([...asked().values()]).toContain(value);
  expect(asked().get('price[min]')).toBe('100');
  expect(asked().has('page')).toBe(false);
  await expect(filters.getByLabel('Min')).toHaveValue('100');
  await expect(count).not.toHaveText(unfiltered!);

  const express = page.getByRole('switch', { name: /^Express shipping/ });
  await expect(express).toHaveAttribute('aria-checked', 'false');
  await express.click();
  await expect(express).toHaveAttribute('aria-checked', 'true');
  expect(asked().get('express_shipping')).toBe('true');
  expect(asked().get('price[min]')).toBe('100');
  expect([...asked().values()]).toContain(value);

  await filters.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/collections\/seating$/);
  await expect(count).toHaveText(unfiltered!);
});

test('the order is a GET form: Sort gives page 1 of that order with the filters, which keep it in turn', async ({
  page,
}) => {
  await page.goto('/collections/seating?page=2&price[min]=100');
  const main = page.getByRole('main');
  const sortBy = main.getByRole('combobox', { name: 'Sort by' });
  await expect(sortBy).toHaveValue('featured');
  await sortBy.selectOption({ label: 'Price: low to high' });
  await main.getByRole('button', { name: 'Sort', exact: true }).click();

  const asked = () => new URL(page.url()).searchParams;
  await expect(page).toHaveURL(/sort=price_asc/);
  expect(asked().get('price[min]')).toBe('100');
  expect(asked().has('page')).toBe(false);
  await expect(sortBy).toHaveValue('price_asc');
  // The page server rendered the service's listing in that order.
  const listing = (await (
    await page.request.get(
      '/api/collections/listing?path=seating&price%5Bmin%5D=100&sort=price_asc',
    )
  ).json()) as { products: { data: Array<{ name: string }> } };
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(listing.products.data.length);
  for (const [at, { name }] of listing.products.data.slice(0, 4).entries())
    await expect(cards.nth(at)).toContainText(name);

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Max').fill('2000');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/price%5Bmax%5D=2000/);
  expect(asked().get('sort')).toBe('price_asc');
  await expect(sortBy).toHaveValue('price_asc');
});
