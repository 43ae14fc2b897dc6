import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectCartCount, fillCheckout, register, uniqueEmail } from './helpers';

/*
 * Money once, on the server: one order with a coupon, several lines and a variant priced apart from its
 * product's first variant shows the same subtotal, discount, tax, shipping and total on /thankyou, on the
 * customer's order page and in the confirmation mail.
 */

const OUTBOX = path.resolve(__dirname, '..', '..', '.data', 'outbox');
const FIGURES = ['Subtotal', 'Discount', 'Tax', 'Shipping', 'Total'] as const;
type Figures = Record<(typeof FIGURES)[number], string>;

interface Variant {
  id: string;
  price: number;
}
interface Product {
  id: string;
  name: string;
  variants: Variant[];
}

/** An amount as a number of cents, whatever its currency sign, separators or minus ('−$35.00' → 3500). */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

const totalsOf = (page: Page) => page.locator('dl[aria-label="Order totals"]');

/** The figures an `OrderTotals` list shows, by their labels. */
async function shownTotals(list: Locator): Promise<Figures> {
  await expect(list.locator('dt')).toHaveText([...FIGURES]);
  const values = await list.locator('dd').allTextContents();
  return Object.fromEntries(FIGURES.map((label, index) => [label, values[index]])) as Figures;
}

/** The confirmation mail sent to `email` for this order, once it is in the outbox. */
async function confirmationMail(email: string, invoiceId: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      for (const file of await readdir(OUTBOX).catch(() => [] as string[])) {
        if (!file.endsWith('.json')) continue;
        const mail = JSON.parse(await readFile(path.join(OUTBOX, file), 'utf8')) as {
          to?: { address: string }[];
          subject?: string;
          text?: string;
        };
        if (mail.to?.some((to) => to.address === email) && mail.subject?.includes(invoiceId))
          text = mail.text ?? '';
      }
      return text;
    })
    .not.toBe('');
  return text;
}

/** A product whose second variant is priced apart from its first, and another product. */
async function pickProducts(page: Page): Promise<{ priced: Product; plain: Product }> {
  const { data } = (await (await page.request.get('/api/products?perPage=100')).json()) as {
    data: Product[];
  };
  const priced = data.find(
    (product) =>
      product.variants.length > 1 && product.variants[1].price !== product.variants[0].price,
  );
  const plain = data.find((product) => product !== priced && product.variants.length > 0);
  if (!priced || !plain) throw new Error('the seed has no product with a variant priced apart');
  return { priced, plain };
}

test('totals are the same on /thankyou, on the order page and in the confirmation mail (coupon, two lines, a variant price)', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('totals');
  await register(page, email, 'walnut-2025');
  const { priced, plain } = await pickProducts(page);
  const csrf =
    (await context.cookies()).find((cookie) => cookie.name === 'sohnne_csrf')?.value ?? '';
  for (const item of [
    { productId: priced.id, variantId: priced.variants[1].id, quantity: 1 },
    { productId: plain.id, quantity: 2 },
  ]) {
    const added = await page.request.post('/api/cart/items', {
      data: item,
      headers: { 'x-csrf-token': csrf },
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
  }

  await page.goto('/checkout');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expectCartCount(page, 3);
  await fillCheckout(page, {
    phone: '+1 212 555 0188',
    firstName: 'Tess',
    lastName: 'Totals',
    street: 'Hudson Street',
    houseNumber: '77',
    zip: '10013',
  });
  await page.getByLabel('Coupon code').fill('WELCOME35');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('WELCOME35', { exact: true })).toBeVisible();
  await expect(page.getByText('Discount (WELCOME35)')).toBeVisible();
  const quoted = await page.getByTestId('checkout-total').textContent();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/thankyou\?id=/);
  const invoiceId = new URL(page.url()).searchParams.get('id')!;
  const onThankyou = await shownTotals(totalsOf(page));
  expect(onThankyou.Total).toBe(quoted);
  expect(cents(onThankyou.Discount)).toBeGreaterThan(0);
  expect(cents(onThankyou.Tax)).toBeGreaterThan(0);
  // The line of the variant priced apart is charged by the server's line-price rule, never the browser's.
  expect(cents(onThankyou.Subtotal) - cents(onThankyou.Discount)).toBe(cents(onThankyou.Total));

  await page.goto(`/my-account/order/${encodeURIComponent(invoiceId)}`);
  await expect(page.getByRole('heading', { name: `Order #${invoiceId}` })).toBeVisible();
  const onOrderPage = await shownTotals(totalsOf(page));
  expect(onOrderPage).toEqual(onThankyou);

  const mail = await confirmationMail(email, invoiceId);
  const inMail = Object.fromEntries(
    FIGURES.map((label) => [label, new RegExp(`^${label}: (.+)$`, 'm').exec(mail)?.[1] ?? '']),
  ) as Figures;
  for (const label of ['Subtotal', 'Discount', 'Tax', 'Total'] as const)
    expect(cents(inMail[label]), label).toBe(cents(onThankyou[label]));
  expect(inMail.Shipping).toBe('Free');
  expect(mail).toContain(onThankyou.Shipping);
});
