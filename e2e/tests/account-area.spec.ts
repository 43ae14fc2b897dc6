import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { header, logout, register, uniqueEmail } from './helpers';

const OUTBOX = path.resolve(__dirname, '..', '..', '.data', 'outbox');

/** The account menu (a drawer on phones, always shown on desktop). */
const menu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Username or email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
}

async function addAddress(page: Page, first: string, street: string, house: string) {
  await page.getByRole('link', { name: 'Add Shipping Address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add shipping address' })).toBeVisible();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('House number').fill(house);
  await page.getByLabel('Phone').fill('+1 217 555 0100');
  // The street field suggests places from what is typed (offline ZIP data without a provider key).
  await page
    .getByRole('combobox', { name: 'Street address' })
    .pressSequentially(`${street}, 62701`);
  await expect(
    page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first(),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Street address' }).press('ArrowDown');
  await page.getByRole('combobox', { name: 'Street address' }).press('Enter');
  await expect(page.getByLabel('City')).toHaveValue('Springfield');
  await expect(page.getByLabel('State')).toHaveValue('IL');
  await expect(page.getByLabel('Zip code')).toHaveValue('62701');
  await expect(page.getByLabel('Country')).toHaveValue('United States');
  await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveValue(street);
  // The previous address's toast (4 s) goes first, so the one seen next is this save's.
  const toasts = page.getByText('Address successfully created');
  await expect(toasts).toHaveCount(0);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(toasts).toHaveCount(1);
  await expect(page).toHaveURL(/\/my-account\/edit-address$/);
}

const card = (page: Page, name: string) => page.getByRole('listitem', { name });

test('a new customer: sent to sign in and back, dashboard, two addresses (default, edit, delete), profile name in the header', async ({
  page,
}) => {
  const email = uniqueEmail('area');
  const password = 'walnut-2025';
  await register(page, email, password);
  await logout(page);

  // A visitor asking for an account page signs in first and lands where he wanted to go.
  await page.goto('/my-account/edit-address');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account%2Fedit-address$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/my-account\/edit-address$/);
  await expect(page.getByText('No shipping address yet')).toBeVisible();

  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { name: 'You may also like...' })).toBeVisible();
  await expect(page.getByRole('link', { name: /\(PDF\)/ })).toHaveCount(3);

  await page
    .getByRole('navigation', { name: 'Shortcuts' })
    .getByRole('link', { name: 'Addresses' })
    .click();
  await addAddress(page, 'Home', 'Elm Street', '742');
  await addAddress(page, 'Office', 'Oak Avenue', '12');
  await expect(card(page, 'Home Tester').getByText('Default', { exact: true })).toBeVisible();
  await expect(card(page, 'Office Tester').getByText('Default', { exact: true })).toHaveCount(0);

  await card(page, 'Office Tester')
    .getByRole('button', { name: /as default/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Set as default' }).click();
  await expect(page.getByText('Default address set successfully')).toBeVisible();
  await expect(card(page, 'Office Tester').getByText('Default', { exact: true })).toBeVisible();
  await expect(card(page, 'Home Tester').getByText('Default', { exact: true })).toHaveCount(0);

  await card(page, 'Home Tester').getByRole('link', { name: /Edit/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit shipping address' }),
  ).toBeVisible();
  await expect(page.getByLabel('Zip code')).toHaveValue('62701');
  await page.getByLabel('First name').fill('Cabin');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address successfully updated')).toBeVisible();
  await expect(card(page, 'Cabin Tester')).toBeVisible();

  await card(page, 'Office Tester')
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted successfully')).toBeVisible();
  await expect(card(page, 'Office Tester')).toHaveCount(0);
  // Deleting the default makes the one left the default.
  await expect(card(page, 'Cabin Tester').getByText('Default', { exact: true })).toBeVisible();

  await menu(page).getByRole('link', { name: 'Account details' }).click();
  await page.getByLabel('First name').fill('Greta');
  await page.getByLabel('Last name').fill('Walnut');
  await page.getByLabel('Display name').fill('Greta W');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(header(page).getByText('Greta W')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Greta W');

  await menu(page).getByRole('link', { name: 'Order' }).click();
  await expect(page.getByText('No Order has been made yet.')).toBeVisible();

  // A new password needs the current one; afterwards the old one is refused.
  await menu(page).getByRole('link', { name: 'Account details' }).click();
  await page.getByLabel('Current password (leave blank to leave unchanged)').fill(password);
  await page.getByLabel('New password (leave blank to leave unchanged)').fill('teak-and-oak-2025');
  await page.getByLabel('Confirm new password').fill('teak-and-oak-2025');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await menu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Username or email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await page.getByLabel('Password').fill('teak-and-oak-2025');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await expect(header(page).getByText('Greta W')).toBeVisible();
});

test('forgot password: the link from the outbox sets a new password that signs in', async ({
  page,
}) => {
  const email = uniqueEmail('forgot');
  await register(page, email, 'first-password');
  await logout(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Lost Your Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText(
      'If an account exists for that email address, we have sent a link to reset its password.',
    ),
  ).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      for (const file of await readdir(OUTBOX).catch(() => [] as string[])) {
        const message = JSON.parse(await readFile(path.join(OUTBOX, file), 'utf8')) as {
          to?: { address: string }[];
          text?: string;
        };
        if (message.to?.some((to) => to.address === email))
          link = /\/reset-password\?token=[\w-]+/.exec(message.text ?? '')?.[0] ?? '';
      }
      return link;
    })
    .not.toBe('');

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'second-password');
  await expect(header(page).getByText(email.split('@')[0])).toBeVisible();
});

test('wishlist: a product added through the API is in the table, then removed', async ({
  page,
  context,
}) => {
  await register(page, uniqueEmail('wish'), 'walnut-2025');
  const products = (await (await page.request.get('/api/products?perPage=1')).json()) as {
    data: { id: string; name: string; slug: string }[];
  };
  const product = products.data[0];
  const csrf =
    (await context.cookies()).find((cookie) => cookie.name === 'sohnne_csrf')?.value ?? '';
  const added = await page.request.post('/api/wishlist', {
    data: { product_id: product.id },
    headers: { 'x-csrf-token': csrf },
  });
  expect(added.status()).toBe(200);

  await page.goto('/my-account/wishlist');
  const row = page.getByRole('row').filter({ hasText: product.name });
  await expect(row.getByRole('link', { name: product.name })).toHaveAttribute(
    'href',
    `/product/${product.slug}`,
  );
  await expect(row.getByText('In stock')).toBeVisible();
  await row.getByRole('button', { name: `Remove ${product.name} from your wishlist` }).click();
  await expect(
    page.getByText("Save the things you like to buy later. Let's start filling your wishlist!"),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
    'href',
    '/collections',
  );
});

test("an order's address reads the same on its page and on /thankyou: the street line in full, the country by its name", async ({
  page,
}) => {
  // The seeded demo order is stored as commerce stores every order: country 'US', house number apart.
  await page.goto('/login');
  await signIn(page, 'demo@sohnne.test', 'SohnneDemo2025!');
  await page.goto('/my-account/order/SO-DEMO-0001');
  const onOrderPage = await page
    .getByRole('region', { name: 'Shipping address' })
    .locator('address')
    .innerText();
  expect(onOrderPage.split('\n').slice(0, 4)).toEqual([
    'Dana Miller',
    'Bleecker Street 350',
    'New York, NY 10014',
    'United States',
  ]);
  await page.goto('/thankyou?id=SO-DEMO-0001');
  for (const name of ['Billing address', 'Shipping address']) {
    const onThankyou = await page.getByRole('region', { name }).locator('p').first().innerText();
    expect(onThankyou.split('\n')).toEqual([
      'Dana Miller',
      'Bleecker Street 350',
      'New York, NY 10014',
      'United States',
    ]);
  }
});
