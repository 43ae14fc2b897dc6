import { expect, test, type Page } from '@playwright/test';
import {
  addFirstFeatured,
  expectCartCount,
  fillCheckout,
  goToCheckout,
  purchaseEvents,
} from './helpers';

const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** The cart's one featured product at checkout, as the visitor Vera, paying with `card`. */
async function fillVisitorCheckout(page: Page, card: string) {
  await goToCheckout(page);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await fillCheckout(page, {
    email: 'visitor@example.com',
    firstName: 'Vera',
    lastName: 'Visitor',
    card,
  });
}

test('a visitor checks out with the test card and lands on /thankyou with one purchase event', async ({
  page,
}) => {
  await addFirstFeatured(page);
  await fillVisitorCheckout(page, '4242 4242 4242 4242');
  const quoteTotal = await page.getByTestId('checkout-total').textContent();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/thankyou\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Vera!' })).toBeVisible();
  await expect(page.getByTestId('thankyou-total')).toHaveText(quoteTotal!);
  const invoiceId = new URL(page.url()).searchParams.get('id')!;
  const lines = await (await page.request.get(`/api/auth/invoice/${invoiceId}`)).json();
  const total =
    lines.reduce(
      (sum: number, line: { price: number; quantity: number }) => sum + line.price * line.quantity,
      0,
    ) - lines[0].coupon_value;
  await expect(page.getByTestId('thankyou-total')).toHaveText(usd(total));
  await expect.poll(() => purchaseEvents(page)).toBe(1);
  await expectCartCount(page, 0);

  await page.reload();
  await expect(page.getByTestId('thankyou-total')).toHaveText(usd(total));
  expect(await purchaseEvents(page)).toBe(0);
});

test('a declined card shows a clear message and keeps the cart', async ({ page }) => {
  await addFirstFeatured(page);
  await fillVisitorCheckout(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined. Please use another card.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectCartCount(page, 1);
});
