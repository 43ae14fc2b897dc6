import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { header, logout, register, signIn, uniqueEmail } from './helpers';

const repoRoot = path.resolve(__dirname, '..', '..');

test('a changed password signs in, the old one is refused', async ({ page }) => {
  const email = uniqueEmail('rekey');
  await register(page, email, 'walnut-2025');
  await page.goto('/my-account/edit-account');
  // The profile's names are required with any change (a new customer has none yet).
  await page.getByLabel('First name').fill('Rhea');
  await page.getByLabel('Last name').fill('Keyes');
  await page.getByLabel('Display name').fill('Rhea');
  await page.getByLabel('Current password (leave blank to leave unchanged)').fill('walnut-2025');
  await page.getByLabel('New password (leave blank to leave unchanged)').fill('teak-and-brass-26');
  await page.getByLabel('Confirm new password').fill('teak-and-brass-26');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await logout(page);
  await signIn(page, email, 'walnut-2025');
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await signIn(page, email, 'teak-and-brass-26');
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Logout' }).first()).toBeAttached();
});

test('the demo customer cancels his pending order: the list shows it CANCELED and no Cancel button', async ({
  page,
}) => {
  try {
    await signIn(page, 'demo@sohnne.test', 'SohnneDemo2025!');
    await expect(page.getByText('Successfully logged in')).toBeVisible();
    await page.goto('/my-account/order');
    const cancel = page.getByRole('button', { name: /^Cancel order #/ }).first();
    const label = (await cancel.getAttribute('aria-label'))!;
    const invoice = label.replace('Cancel order #', '');
    const row = page.getByRole('row').filter({ hasText: invoice });
    await expect(row).toContainText('PENDING');
    await cancel.click();
    await expect(row).toContainText('CANCELED');
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  } finally {
    // The demo data is the seed's: put the order back for the next run.
    execFileSync('npm', ['run', 'seed'], { cwd: repoRoot, stdio: 'pipe', env: process.env });
  }
});
