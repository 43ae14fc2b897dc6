import { expect, test } from '@playwright/test';
import { addFirstFeatured, header, register, uniqueEmail } from './helpers';

test("'Get Covered' adds the protection plan to the cart as a line", async ({ page }) => {
  await addFirstFeatured(page);

  await page.goto('/protection-plan');
  await expect(page.getByText('Only $9.99 per month')).toBeVisible();
  await page.getByRole('button', { name: 'Get Covered' }).click();
  await expect(page.getByText('Protection plan added to your cart')).toBeVisible();

  await page.getByRole('link', { name: 'View your cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const plan = page.getByTestId('cart-protection-plan');
  await expect(plan).toContainText('Protection plan');
  await expect(plan).toContainText('$9.99');
  await expect(page.getByTestId('cart-instalment')).toContainText('Pay in instalments');
});

test('the trade form refuses bad input, keeps it, then accepts a good application', async ({
  page,
}) => {
  await page.goto('/trade');
  const form = page.getByRole('form', { name: 'Trade application' });
  await form.getByLabel('Business email').fill('studio@');
  await form.getByRole('button', { name: 'Join Now' }).click();
  await expect(form.getByText('Company is required')).toBeVisible();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Please choose your business type')).toBeVisible();
  await expect(form.getByLabel('Business email')).toHaveValue('studio@');

  await form.getByLabel('Company').fill('Wren Studio');
  await form.getByLabel('Your name').fill('Ada Wren');
  await form.getByLabel('Business email').fill(uniqueEmail('trade'));
  await form.getByLabel('Phone').fill('+1 555 0100');
  await form.getByLabel('Business type').selectOption('Interior designer');
  await form.getByRole('button', { name: 'Join Now' }).click();
  await expect(
    page.getByText('Thank you! Your application is received.', { exact: false }),
  ).toBeVisible();
});

test('a freshly registered customer sees his 250 sign-up points on /sohnne-rewards', async ({
  page,
}) => {
  await page.goto('/sohnne-rewards');
  await expect(
    page.getByText('Sign in to see your points balance and redeem vouchers.'),
  ).toBeVisible();

  await register(page, uniqueEmail('club'), 'walnut-2025');
  await expect(header(page).getByRole('button', { name: 'Logout' }).first()).toBeAttached();
  await page.goto('/sohnne-rewards');
  await expect(page.getByTestId('points-balance')).toHaveText('250');
  await expect(page.getByRole('button', { name: '200 points → $200 off' })).toBeEnabled();
  await expect(page.getByRole('button', { name: '300 points → $300 off' })).toBeDisabled();
});
