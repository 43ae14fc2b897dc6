import { expect, test } from '@playwright/test';
import {
  addFirstFeatured,
  expectCartCount,
  header,
  logout,
  register,
  uniqueEmail,
} from './helpers';

const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

test('home carousel -> add to cart -> header count -> /cart at the catalog price; quantity; remove', async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: /featured/i });
  const firstSlide = carousel.getByRole('group').first();
  await expect(firstSlide).toBeVisible();
  const productHref = await firstSlide.getByRole('link').first().getAttribute('href');
  const slug = productHref!.split('/').pop()!;
  await firstSlide.getByRole('button', { name: /add to cart/i }).click();
  await expectCartCount(page, 1);

  const product = await (await page.request.get(`/api/products/by-slug/${slug}`)).json();
  const variant = product.variants[0];
  const unit = variant.is_discount ? variant.discount_price : variant.price;

  await header(page)
    .getByRole('link', { name: /^Cart, 1 item$/ })
    .click();
  const line = page.getByRole('listitem').filter({ hasText: product.name });
  await expect(line).toBeVisible();
  await expect(line.getByText(usd(unit)).first()).toBeVisible();

  await line.getByRole('button', { name: /increase quantity/i }).click();
  await expectCartCount(page, 2);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
    usd(unit * 2),
  );

  await line.getByRole('button', { name: `Remove ${product.name}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expectCartCount(page, 0);
});

test('the cart survives a reload and a login', async ({ page }) => {
  const email = uniqueEmail('cart');
  await register(page, email, 'teak-and-oak');
  await logout(page);

  await addFirstFeatured(page);
  await page.reload();
  await expectCartCount(page, 1);

  await page.goto('/login');
  await page.getByLabel('Username or email address').fill(email);
  await page.getByLabel('Password').fill('teak-and-oak');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await expectCartCount(page, 1);
  await page.goto('/cart');
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remove / }) }),
  ).toHaveCount(1);
});
