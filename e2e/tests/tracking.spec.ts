import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { addFirstFeatured, fillCheckout, goToCheckout, signIn } from './helpers';

const NOT_FOUND = 'We could not find an order with this number and e-mail.';

/** Every answer of the tracking app's lookup, to prove none is a 403 (or a 5xx). */
function lookupStatuses(page: Page): number[] {
  const statuses: number[] = [];
  page.on(
    'response',
    (response) => response.url().endsWith('/track') && statuses.push(response.status()),
  );
  return statuses;
}

async function trackInFrame(page: Page, invoiceId: string, email: string): Promise<FrameLocator> {
  await page.goto('/track-my-order');
  const tracking = page.frameLocator('iframe[title="Track your order"]');
  await tracking.getByLabel('Order number').fill(invoiceId);
  await tracking.getByLabel('E-mail').fill(email);
  await tracking.getByRole('button', { name: 'Track order' }).click();
  return tracking;
}

/** Places an order as a visitor with the test card (as checkout.spec.ts does) and gives its number. */
async function placeVisitorOrder(page: Page, email: string): Promise<string> {
  await addFirstFeatured(page);
  await goToCheckout(page);
  await fillCheckout(page, { email, firstName: 'Tess', lastName: 'Tracker' });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/thankyou\?id=/);
  return new URL(page.url()).searchParams.get('id')!;
}

test('a visitor tracks the order they just placed through the frame, and a wrong e-mail is told so, never refused', async ({
  page,
}) => {
  const statuses = lookupStatuses(page);
  const email = `tracker-${Date.now()}@example.test`;
  const invoiceId = await placeVisitorOrder(page, email);

  const tracking = await trackInFrame(page, invoiceId, email.toUpperCase());
  await expect(tracking.getByRole('heading', { name: `Order ${invoiceId}` })).toBeVisible();
  await expect(tracking.getByText(/^(PENDING|PAID)$/)).toBeVisible();

  await tracking.getByLabel('E-mail').fill('someone-else@example.test');
  await tracking.getByRole('button', { name: 'Track order' }).click();
  await expect(tracking.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
  await expect(tracking.getByRole('heading', { name: `Order ${invoiceId}` })).toBeHidden();
  expect(statuses).toEqual([200, 404]);
});

test('a signed-in customer tracks their order through the frame and sees its status and history', async ({
  page,
}) => {
  await signIn(page, 'demo@sohnne.test', 'SohnneDemo2025!');
  await expect(page).not.toHaveURL(/\/login/);
  const statuses = lookupStatuses(page);

  const tracking = await trackInFrame(page, 'SO-DEMO-0004', 'demo@sohnne.test');
  await expect(tracking.getByRole('heading', { name: 'Order SO-DEMO-0004' })).toBeVisible();
  await expect(tracking.getByText('SHIPPED', { exact: true })).toBeVisible();
  await expect(tracking.getByRole('listitem')).toHaveText([
    /PENDING: Order received$/,
    /PAID: Payment confirmed$/,
    /PROCESSING: Being prepared at the warehouse$/,
    /SHIPPED: Handed to the courier$/,
  ]);

  await tracking.getByLabel('E-mail').fill('demo@example.test');
  await tracking.getByRole('button', { name: 'Track order' }).click();
  await expect(tracking.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
  expect(statuses).toEqual([200, 404]);
});

test('bad input in the frame gets a message under its field and asks nothing of the server', async ({
  page,
}) => {
  const statuses = lookupStatuses(page);
  const tracking = await trackInFrame(page, ' ', 'not-an-address');
  await expect(
    tracking.getByRole('alert').filter({ hasText: 'Order number is required' }),
  ).toBeVisible();
  await expect(
    tracking.getByRole('alert').filter({ hasText: 'Invalid email address' }),
  ).toBeVisible();
  expect(statuses).toEqual([]);
});

test('/track-my-order frames the tracking app at the height it reports, and ignores a report from another origin', async ({
  page,
  context,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/track-my-order');
  const frame = page.locator('iframe');
  await expect(frame).toBeVisible();
  const tracking = page.frameLocator('iframe');
  await expect(tracking.getByRole('button')).toBeVisible();

  // The frame takes the height the tracking page reports (its document's height, within the clamps).
  const reported = async () =>
    tracking.locator('html').evaluate((html) => Math.ceil(html.scrollHeight));
  await expect
    .poll(async () =>
      Math.abs(
        (await frame.evaluate((el) => el.getBoundingClientRect().height)) -
          Math.max(320, await reported()),
      ),
    )
    .toBeLessThanOrEqual(1);
  const settled = await frame.evaluate((el) => el.getBoundingClientRect().height);

  // A page on a third origin that holds a reference to the shop's window asks for another height.
  const third = http.createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>elsewhere</title>'),
  );
  await new Promise<void>((resolve) => third.listen(0, '127.0.0.1', resolve));
  try {
    const thirdUrl = `http://127.0.0.1:${(third.address() as AddressInfo).port}/`;
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => void window.open(url), thirdUrl),
    ]);
    await popup.waitForLoadState();
    await popup.evaluate(() =>
      window.opener.postMessage({ type: 'sohnne-tracking:height', height: 3333 }, '*'),
    );
    await expect
      .poll(() =>
        warnings.some((text) => text.includes(`Ignored a message from http://127.0.0.1:`)),
      )
      .toBe(true);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(settled);
    await popup.close();
  } finally {
    third.close();
  }
});
