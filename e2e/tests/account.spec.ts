import { expect, test } from '@playwright/test';
import { header, logout, register, uniqueEmail } from './helpers';

test('register, toast, name in header, logout, login with remember me, session survives a reload', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('journey');
  const password = 'walnut-2025';
  await register(page, email, password);
  const name = email.split('@')[0];
  await expect(header(page).getByText(name)).toBeVisible();

  await logout(page);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByLabel('Username or email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByText(name)).toBeVisible();

  const session = (await context.cookies()).find((c) => c.name === 'sohnne_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(session!.expires * 1000).toBeGreaterThan(Date.now() + 7 * 24 * 3600 * 1000); // remember me: persistent

  await page.reload();
  await expect(header(page).getByText(name)).toBeVisible();
});

test('login form: every validation message, and wrong password gives Invalid credentials', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Username required')).toBeVisible();
  await expect(page.getByText('Password required')).toBeVisible();

  await page.getByLabel('Username or email address').fill('a');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Username or email must be at least 2 characters')).toBeVisible();

  await page.getByLabel('Username or email address').fill('demo@sohnne.test');
  await page.getByLabel('Password').fill('definitely-not-it');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('register form: every validation message, and a duplicate e-mail gives the spec error', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Email required')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Email required')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Email address').fill('demo@sohnne.test');
  await page.getByLabel('Password').fill('long-enough');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Error occured. Please try again later')).toBeVisible();
});
