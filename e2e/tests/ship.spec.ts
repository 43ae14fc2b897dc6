import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '..', '..');
const npm = (...args: string[]) =>
  execFileSync('npm', ['run', ...args], { cwd: repoRoot, stdio: 'pipe', env: process.env });

test('shipping one MFE changes what the next load shows, shell untouched; rollback restores it', async ({
  page,
}) => {
  test.setTimeout(6 * 60_000);
  const shellBefore = await (await page.request.get('/main.js')).text();
  const before = (await (await page.request.get('/mfe-manifest.json')).json()).mfes.content.version;

  await page.goto('/');
  await expect(page.locator('[data-mfe="content"]')).toHaveAttribute(
    'data-mfe-version',
    before.split('-')[0],
  );

  const version = `9.${Date.now() % 100000}.0`;
  npm('ship', '--', 'content', '--version', version);
  try {
    // Server renders use the new version too, nothing restarted (the shell server rereads the manifest within 1 s).
    await expect
      .poll(async () => (await page.request.get('/')).text())
      .toContain(`data-mfe-version="${version}"`);
    await page.reload();
    await expect(page.locator('[data-mfe="content"]')).toHaveAttribute('data-mfe-version', version);
    expect(await (await page.request.get('/main.js')).text()).toBe(shellBefore);
  } finally {
    npm('rollback', '--', 'content');
  }
  await expect
    .poll(async () => (await page.request.get('/')).text())
    .toContain(`data-mfe-version="${before.split('-')[0]}"`);
  await page.reload();
  await expect(page.locator('[data-mfe="content"]')).toHaveAttribute(
    'data-mfe-version',
    before.split('-')[0],
  );
});
