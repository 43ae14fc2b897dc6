import { expect, test } from '@playwright/test';
import { uniqueEmail } from './helpers';

/** The content pages' forms with scripts off: the contact form and the blog's newsletter sign-up. */

test('the contact form refuses with its messages under the fields, keeps what was typed, then sends', async ({
  page,
}) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('E-mail').fill('ada@');
  await form.getByLabel('Message').fill('Short');
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await refused).status()).toBe(422);

  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please choose a topic')).toBeVisible();
  await expect(form.getByText('Please enter a message of 10 to 5000 characters')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('E-mail')).toHaveValue('ada@');

  await form.getByLabel('E-mail').fill(uniqueEmail('contact'));
  await form.getByLabel('Topic').selectOption('Delivery');
  await form.getByLabel('Message').fill('When will my lounge chair arrive?');
  const sent = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(303);
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(
    page.getByText('Thank you! Your message has been sent. We’ll get back to you soon.'),
  ).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Send us a message' }).getByLabel('Name'),
  ).toHaveValue('');
});

test("the blog's newsletter sign-up is on the page without scripts: a wrong address refused, then signed up", async ({
  page,
}) => {
  await page.goto('/blog');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('Email address').fill('not-an-address');
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect((await refused).status()).toBe(422);
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveValue('not-an-address');

  await form.getByLabel('Email address').fill(uniqueEmail('newsletter'));
  const sent = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect((await sent).status()).toBe(303);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(
    page.getByText('Thanks for subscribing! Look out for our next letter in your inbox.'),
  ).toBeVisible();
});
