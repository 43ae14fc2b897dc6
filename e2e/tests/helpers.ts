import { expect, Page } from '@playwright/test';

/** A unique, valid e-mail per test run (the stack's database persists between runs). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Marks the current document; `expectNoReload` fails if a full page load replaced it. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(
    () => ((window as unknown as { __sohnneMarker: number }).__sohnneMarker = 42),
  );
}

export async function expectNoReload(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __sohnneMarker?: number }).__sohnneMarker),
  ).toBe(42);
}

export const header = (page: Page) => page.getByRole('banner');

export async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(
    header(page).getByRole('link', { name: new RegExp(`^Cart, ${count} items?$`) }),
  ).toBeVisible();
}

export async function register(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Account created! Login to get started.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Waits until React has hydrated the sign-in form: a click before then submits the server's HTML form itself
 * (a GET of the typed fields), not the shop's handler.
 */
async function signInFormHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const form = document.querySelector<HTMLInputElement>('input[type="password"]')?.form;
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await signInFormHydrated(page);
  await page.getByLabel('Username or email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logout(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Logout' }).first().click();
  await expect(header(page).getByRole('link', { name: 'Login' }).first()).toBeVisible();
}

/** What a shopper types into the checkout form; e-mail left out for a signed-in shopper (prefilled). */
export interface CheckoutDetails {
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  street?: string;
  houseNumber?: string;
  city?: string;
  state?: string;
  zip?: string;
  card?: string;
}

/** From the home page, adds the first product of the featured carousel to the cart (one line, quantity 1). */
export async function addFirstFeatured(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('region', { name: /featured/i })
    .getByRole('group')
    .first()
    .getByRole('button', { name: /add to cart/i })
    .click();
  await expectCartCount(page, 1);
}

/** From the cart, follows its Checkout link to the checkout form, priced and ready to fill. */
export async function goToCheckout(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-total')).toBeVisible();
}

/** How many `purchase` events the page has pushed to its dataLayer (the analytics adapter's queue). */
export const purchaseEvents = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'purchase',
      ).length,
  );

/** Fills the checkout form (address in New York and the accepted test card unless told otherwise). */
export async function fillCheckout(page: Page, details: CheckoutDetails = {}): Promise<void> {
  const fields: [string, string | undefined][] = [
    ['Email', details.email],
    ['Phone', details.phone ?? '+1 212 555 0100'],
    ['First name', details.firstName ?? 'Ada'],
    ['Last name', details.lastName ?? 'Shopper'],
    ['Street address', details.street ?? 'Bleecker Street'],
    ['House number', details.houseNumber ?? '350'],
    ['City', details.city ?? 'New York'],
    ['State', details.state ?? 'NY'],
    ['Zip code', details.zip ?? '10014'],
    ['Card number', details.card ?? '4242 4242 4242 4242'],
    ['Expiry (MM/YY)', '12/39'],
    ['CVC', '123'],
  ];
  for (const [label, value] of fields)
    if (value !== undefined) await page.getByLabel(label, { exact: true }).fill(value);
}
