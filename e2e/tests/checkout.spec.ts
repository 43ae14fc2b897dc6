import { expect, test, type Page } from '@playwright/test';
import { expectCartCount } from './helpers';

const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

async function addFirstFeatured(page: Page) {
  await page.goto('/');
  const firstSlide = page
    .getByRole('region', { name: /featured/i })
    .getByRole('group')
    .first();
  await firstSlide.getByRole('button', { name: /add to cart/i }).click();
  await expectCartCount(page, 1);
}

async function fillCheckout(page: Page, card: string) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  const fields: [string, string][] = [
    ['Email', 'visitor@example.com'],
    ['Phone', '+1 212 555 0100'],
    ['First name', 'Vera'],
    ['Last name', 'Visitor'],
    ['Street address', 'Bleecker Street'],
    ['House number', '350'],
    ['City', 'New York'],
    ['State', 'NY'],
    ['Zip code', '10014'],
    ['Card number', card],
    ['Expiry (MM/YY)', '12/39'],
    ['CVC', '123'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
}

const purchases = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'purchase',
      ).length,
  );

test('a visitor checks out with the test card and lands on /thankyou with one purchase event', async ({
  page,
}) => {
  await addFirstFeatured(page);
  await fillCheckout(page, '4242 4242 4242 4242');
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
  await expect.poll(() => purchases(page)).toBe(1);
  await expectCartCount(page, 0);

  await page.reload();
  await expect(page.getByTestId('thankyou-total')).toHaveText(usd(total));
  expect(await purchases(page)).toBe(0);
});

test('a declined card shows a clear message and keeps the cart', async ({ page }) => {
  await addFirstFeatured(page);
  await fillCheckout(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined. Please use another card.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectCartCount(page, 1);
});
