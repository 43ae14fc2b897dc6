import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

test('/track-my-order frames the tracking app at the height it reports, and ignores a report from another origin', async ({ page, context }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/track-my-order');
  const frame = page.locator('iframe');
  await expect(frame).toBeVisible();
  const tracking = page.frameLocator('iframe');
  await expect(tracking.getByRole('button')).toBeVisible();

  // The frame takes the height the tracking page reports (its document's height, within the clamps).
  const reported = async () => tracking.locator('html').evaluate((html) => Math.ceil(html.scrollHeight));
  await expect.poll(async () => Math.abs((await frame.evaluate((el) => el.getBoundingClientRect().height)) - Math.max(320, await reported()))).toBeLessThanOrEqual(1);
  const settled = await frame.evaluate((el) => el.getBoundingClientRect().height);

  // A page on a third origin that holds a reference to the shop's window asks for another height.
  const third = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>elsewhere</title>'));
  await new Promise<void>((resolve) => third.listen(0, '127.0.0.1', resolve));
  try {
    const thirdUrl = `http://127.0.0.1:${(third.address() as AddressInfo).port}/`;
    const [popup] = await Promise.all([context.waitForEvent('page'), page.evaluate((url) => void window.open(url), thirdUrl)]);
    await popup.waitForLoadState();
    await popup.evaluate(() => window.opener.postMessage({ type: 'sohnne-tracking:height', height: 3333 }, '*'));
    await expect.poll(() => warnings.some((text) => text.includes(`Ignored a message from http://127.0.0.1:`))).toBe(true);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(settled);
    await popup.close();
  } finally {
    third.close();
  }
});
