import { expect, test } from '@playwright/test';

/*
 * Issue 37.4: the reset page's address holds a live token. Once the page has read it, the token leaves the
 * address bar, and no call to a service (whose logs keep the Referer) names it. The page's policy is a meta
 * tag in the page's HTML, so the few files the head asks for before it (scripts, fonts, from the edge)
 * still carry it, until the page server sends the policy in the head or as a header.
 */
const TOKEN = 'e2e-planted-reset-token-5f1c';

test('the reset page takes its token out of the address and sends it in no Referer', async ({
  page,
}) => {
  const calls: { url: string; referer: string | null }[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    void request
      .headerValue('referer')
      .then((referer) => calls.push({ url: request.url(), referer }));
  });
  const answer = await page.goto(`/reset-password?token=${TOKEN}`);
  expect(answer?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect.poll(() => page.url()).not.toContain(TOKEN);
  expect(new URL(page.url()).pathname).toBe('/reset-password');

  // The form still holds the token: the service judges it (unknown here) and says so.
  await page.getByLabel('New password', { exact: true }).fill('long-enough-1');
  await page.getByLabel('Confirm new password').fill('long-enough-1');
  const reset = page.waitForRequest('**/api/auth/reset-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  expect((await reset).postDataJSON()).toEqual({ token: TOKEN, password: 'long-enough-1' });
  await expect(page.getByText('This password reset link is invalid or has expired')).toBeVisible();
  expect(calls.length).toBeGreaterThan(1);
  expect(calls.filter(({ referer }) => referer?.includes(TOKEN))).toEqual([]);
});
