import { expect, test, type Page } from '@playwright/test';
import {
  addFirstFeatured,
  fillCheckout,
  goToCheckout,
  register,
  signIn,
  uniqueEmail,
} from './helpers';

/*
 * The analytics purchase event reports what the shopper paid before tax, the total /thankyou shows (the
 * coupon taken off once); the first-purchase coupon is a signed-in customer's; the rewards page groups
 * its counts in thousands.
 */

interface PurchaseEvent {
  event: string;
  transaction_id: string;
  value: number;
  coupon_value?: number;
}

/** The `purchase` event of this order the page pushed to its dataLayer, once it is there. */
async function purchaseEvent(page: Page, invoiceId: string): Promise<PurchaseEvent> {
  const read = () =>
    page.evaluate(
      (id) =>
        ((window as unknown as { dataLayer?: Partial<PurchaseEvent>[] }).dataLayer ?? []).find(
          (entry) => entry.event === 'purchase' && entry.transaction_id === id,
        ),
      invoiceId,
    );
  await expect.poll(read).toBeTruthy();
  return (await read()) as unknown as PurchaseEvent;
}

/** The /thankyou total as a number ('$1,234.50' → 1234.5). */
const shownTotal = async (page: Page) =>
  Number((await page.getByTestId('thankyou-total').textContent())!.replace(/[^0-9.]/g, ''));

async function placeOrder(page: Page, coupon?: string) {
  await addFirstFeatured(page);
  await goToCheckout(page);
  await fillCheckout(page, { firstName: 'Vera', lastName: 'Value' });
  const coupons = page.getByRole('region', { name: 'Coupon' });
  const remove = coupons.getByRole('button', { name: 'Remove' });
  await expect(remove.or(coupons.getByLabel('Coupon code'))).toBeVisible();
  // The cart keeps the last coupon applied; an order without one takes it off.
  if (!coupon && (await remove.isVisible())) await remove.click();
  if (coupon) {
    await page.getByLabel('Coupon code').fill(coupon);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`Discount (${coupon})`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/thankyou\?id=/);
  await expect(page.getByTestId('thankyou-total')).toBeVisible();
  return new URL(page.url()).searchParams.get('id')!;
}

test('the purchase event’s value is the total /thankyou shows, on an order with a coupon and one without', async ({
  page,
}) => {
  await register(page, uniqueEmail('value'), 'walnut-2025');
  const withCoupon = await placeOrder(page, 'WELCOME35');
  const couponEvent = await purchaseEvent(page, withCoupon);
  expect(couponEvent.coupon_value).toBe(35);
  expect(couponEvent.value).toBe(await shownTotal(page));

  const plain = await placeOrder(page);
  const plainEvent = await purchaseEvent(page, plain);
  expect(plainEvent.coupon_value).toBeUndefined();
  expect(plainEvent.value).toBe(await shownTotal(page));
});

test('a visitor who tries WELCOME35 is told to sign in, and the order is not discounted', async ({
  page,
}) => {
  await addFirstFeatured(page);
  await goToCheckout(page);
  await page.getByLabel('Coupon code').fill('WELCOME35');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText('Sign in or create an account to use this first-purchase coupon'),
  ).toBeVisible();
  await expect(page.getByText('Discount (WELCOME35)')).toBeHidden();
});

test('the rewards page writes the demo customer’s balance with a thousands separator', async ({
  page,
}) => {
  await signIn(page, 'demo@sohnne.test', 'SohnneDemo2025!');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/sohnne-rewards');
  const balance = page.getByTestId('points-balance');
  await expect(balance).toHaveText(/^\d{1,3}(,\d{3})+$/);
  const { balance: points } = (await (await page.request.get('/api/rewards')).json()) as {
    balance: number;
  };
  await expect(balance).toHaveText(points.toLocaleString('en-US'));
});
