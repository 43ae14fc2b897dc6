import { expect, test } from '@playwright/test';
import { expectCartCount, header } from './helpers';

const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

interface Variant {
  id: string;
  type: string;
  value: string;
  price: number;
  discount_price: number | null;
  is_discount: boolean;
}
const pays = (v: Variant) =>
  v.is_discount && v.discount_price != null ? v.discount_price : v.price;

test('product page: pick a variant (kept on reload), add two to the cart, the cart shows that variant at its price', async ({
  page,
}) => {
  // A product whose second variant costs something else than its first, so the price shown proves the choice.
  const list = await (await page.request.get('/api/products?perPage=100')).json();
  const product = (list.data as { slug: string; name: string; variants: Variant[] }[]).find(
    (p) => p.variants.length > 1 && pays(p.variants[1]) !== pays(p.variants[0]),
  )!;
  expect(product).toBeTruthy();
  const variant = product.variants[1];

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text)['@type'],
  );
  expect(jsonLd).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));

  await page.getByRole('radio', { name: variant.value, exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${variant.id}$`));
  await expect(
    page.getByRole('group', { name: `${variant.type}: ${variant.value}` }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: variant.value, exact: true })).toBeChecked();

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expectCartCount(page, 2);

  await header(page)
    .getByRole('link', { name: /^Cart, 2 items$/ })
    .click();
  const line = page.getByRole('listitem').filter({ hasText: product.name });
  await expect(line).toBeVisible();
  await expect(line.getByText(`${variant.type}: ${variant.value}`)).toBeVisible();
  await expect(line.getByText(usd(pays(variant))).first()).toBeVisible();
});

test('designers: the first 24 come with the page, scrolling loads the rest until the end', async ({
  page,
}) => {
  const first = await (await page.request.get('/api/pages/designers?page=1&perPage=24')).json();
  const total: number = first.data.results.total;
  expect(total).toBeGreaterThan(24);

  await page.goto('/designer');
  await expect(page.getByRole('heading', { level: 1, name: 'Designer Community' })).toBeVisible();
  const tiles = page.locator('main a[href^="/designer/"]');
  await expect(tiles).toHaveCount(24);

  const more = page.getByTestId('designers-more');
  await expect(async () => {
    if (await more.count()) await more.scrollIntoViewIfNeeded();
    await expect(tiles).toHaveCount(total, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(more).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Explore Now' })).toHaveAttribute(
    'href',
    '/collections',
  );
});
