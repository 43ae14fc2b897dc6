import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { header, uniqueEmail } from './helpers';

/**
 * The account's forms with scripts off: each posted to its page's action, answered with the next page and
 * its toast (303) or the page again with the message (422).
 */

const OUTBOX = path.resolve(__dirname, '..', '..', '.data', 'outbox');

/** The first link to `page` ('/reset-password') in a mail the local outbox holds for `to`. */
async function mailedLink(to: string, page: string): Promise<string> {
  const pattern = new RegExp(`${page}\\?token=[\\w-]+`);
  let link = '';
  await expect
    .poll(async () => {
      const files = await readdir(OUTBOX).catch(() => [] as string[]);
      const mails = await Promise.all(
        files.map(async (file) => JSON.parse(await readFile(path.join(OUTBOX, file), 'utf8'))),
      );
      const mail = (mails as { to?: { address: string }[]; text?: string }[]).find(
        (each) => each.to?.some(({ address }) => address === to) && pattern.test(each.text ?? ''),
      );
      link = pattern.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function registerWithoutScripts(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account created! Login to get started.')).toBeVisible();
}

async function signOut(page: Page) {
  await header(page).getByRole('button', { name: 'Logout' }).first().click();
  await expect(header(page).getByRole('link', { name: 'Login' }).first()).toBeVisible();
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Username or email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('register, sign in (a wrong password first, then back where ?redirect= said), account details and an address', async ({
  page,
}) => {
  const email = uniqueEmail('noscript');
  const password = 'walnut-2025';
  await registerWithoutScripts(page, email, password);
  await signOut(page);

  // A customer's page sends a visitor to sign in first, and back after.
  await page.goto('/my-account/edit-account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account%2Fedit-account$/);
  await page.getByLabel('Username or email address').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page.getByLabel('Username or email address')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue('');
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/my-account\/edit-account$/);
  await expect(page.getByText('Successfully logged in')).toBeVisible();

  // The form's own rules, said under the fields; then a save.
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Greta');
  await page.getByLabel('Last name').fill('Walnut');
  await page.getByLabel('Display name').fill('Greta W');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/my-account\/edit-account$/);
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveValue('Greta W');
  await expect(header(page).getByText('Greta W')).toBeVisible();

  await page.goto('/my-account/edit-address/shipping');
  await page.getByLabel('First name').fill('Cabin');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByRole('combobox', { name: 'Street address' }).fill('1 Main St');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('House number is required')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Cabin');
  await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveValue('1 Main St');
  await page.getByLabel('House number').fill('4B');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').fill('IL');
  await page.getByLabel('Zip code').fill('62701');
  await page.getByLabel('Country').fill('United States');
  await page.getByLabel('Phone').fill('+1 217 555 0100');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/my-account\/edit-address$/);
  await expect(page.getByText('Address successfully created')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Cabin Tester' })).toBeVisible();

  // The address's edit page saves under its id.
  await page
    .getByRole('listitem', { name: 'Cabin Tester' })
    .getByRole('link', { name: /Edit/ })
    .click();
  await expect(page).toHaveURL(/\/my-account\/edit-address\/(?!shipping)[\w-]+$/);
  await page.getByLabel('City').fill('Chicago');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/my-account\/edit-address$/);
  await expect(page.getByText('Address successfully updated')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Cabin Tester' })).toContainText('Chicago');
});

test('forgot password: the link from the outbox sets a new password that signs in, all without scripts', async ({
  page,
}) => {
  const email = uniqueEmail('noscript-forgot');
  await registerWithoutScripts(page, email, 'first-password');
  await signOut(page);

  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(
    page.getByText(
      'If an account exists for that email address, we have sent a link to reset its password.',
    ),
  ).toBeVisible();

  await page.goto(await mailedLink(email, '/reset-password'));
  // The form's rules first: the page again, still holding the link's token.
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('another-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillSignIn(page, email, 'second-password');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await expect(header(page).getByText(email.split('@')[0])).toBeVisible();
});

test("a new e-mail address is confirmed by the link page's button without scripts", async ({
  page,
}) => {
  const email = uniqueEmail('noscript-change');
  const next = uniqueEmail('noscript-changed');
  const password = 'walnut-2025';
  await registerWithoutScripts(page, email, password);

  await page.goto('/my-account/edit-account');
  await page.getByLabel('First name').fill('Greta');
  await page.getByLabel('Last name').fill('Walnut');
  await page.getByLabel('Display name').fill('Greta W');
  await page.getByLabel('Email address').fill(next);
  await page.getByLabel('Current password (leave blank to leave unchanged)').fill(password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.goto(await mailedLink(next, '/confirm-email'));
  await page.getByRole('button', { name: 'Confirm my new e-mail address' }).click();
  await expect(page).toHaveURL(/\/my-account\/edit-account$/);
  await expect(page.getByText(`Your e-mail address is now ${next}.`)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(next);
});
