import { expect, test } from '@playwright/test';
import { addFirstFeatured, fillCheckout, goToCheckout } from './helpers';

/**
 * Card payment is the one form that needs scripts: without them the checkout says why and what to do, and
 * its submit is disabled (never a post the page server cannot answer, never a silent failure); with them
 * it places the order.
 */

const WHY = /^Card payment needs JavaScript: /;
const WHAT_TO_DO = 'JavaScript is turned off in this browser, so an order can’t be paid for here.';

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the checkout says why card payment needs JavaScript and its Place order is disabled', async ({
    page,
  }) => {
    // Without scripts the page cannot price the cart either: the form and its sentence are all there is.
    await page.goto('/checkout');

    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await expect(placeOrder).toBeDisabled();
    await expect(page.getByRole('note').filter({ hasText: WHY })).toBeVisible();
    // Playwright's getByText leaves out what is inside a noscript: the element itself, by its text.
    await expect(page.locator('noscript > strong', { hasText: WHAT_TO_DO })).toBeVisible();
    await expect(placeOrder).toHaveAccessibleDescription(WHY);
  });
});

test('with scripts on the sentence goes and an order is placed', async ({ page }) => {
  await addFirstFeatured(page);
  await goToCheckout(page);
  await expect(page.getByText(WHY)).toHaveCount(0);
  await fillCheckout(page, {
    email: 'visitor@example.com',
    firstName: 'Vera',
    lastName: 'Visitor',
  });
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  await expect(page).toHaveURL(/\/thankyou\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Vera!' })).toBeVisible();
});
