import { expect, test, type Page } from '@playwright/test';
import {
  addFirstFeatured,
  expectCartCount,
  fillCheckout,
  goToCheckout,
  header,
  register,
  uniqueEmail,
} from './helpers';

const amount = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())!.replace(/[^0-9.]/g, ''));

test('a header suggestion opens the product; the wishlist heart sends a visitor to sign in, then marks and lists the product', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' }).first();
  await search.fill('eames lounge');
  await expect(page.getByRole('option').first()).toBeVisible();
  const suggested = await page.getByRole('option').first().textContent();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(suggested!);
  const productPath = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/login\\?redirect=${encodeURIComponent(productPath).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    ),
  );

  await register(page, uniqueEmail('wish'), 'walnut-2025');
  await page.goto(productPath);
  const heart = page.getByRole('button', { name: 'Wishlist', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/my-account/wishlist');
  await expect(page.getByRole('link', { name: suggested! })).toBeVisible();
});

test('a signed-in customer checks out with a coupon that lowers the total, and earns points for the order', async ({
  page,
}) => {
  const email = uniqueEmail('buyer');
  await register(page, email, 'walnut-2025');
  await addFirstFeatured(page);
  await goToCheckout(page);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await fillCheckout(page, {
    phone: '+1 415 555 0100',
    firstName: 'Cora',
    lastName: 'Customer',
    street: 'Valencia Street',
    houseNumber: '900',
    city: 'San Francisco',
    state: 'CA',
    zip: '94110',
  });
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  const before = await amount(page, 'checkout-total');

  await page.getByLabel('Coupon code').fill('WELCOME35');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('WELCOME35', { exact: true })).toBeVisible();
  await expect.poll(() => amount(page, 'checkout-total')).toBeLessThan(before - 34.99);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/thankyou\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Cora!' })).toBeVisible();
  await expectCartCount(page, 0);

  await page.goto('/sohnne-rewards');
  await expect(header(page).getByRole('button', { name: 'Logout' }).first()).toBeAttached();
  await expect
    .poll(async () =>
      Number((await page.getByTestId('points-balance').textContent())?.replace(/,/g, '')),
    )
    .toBeGreaterThan(250);
});
