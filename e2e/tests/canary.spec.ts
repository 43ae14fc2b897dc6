import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '..', '..');
const npm = (...args: string[]) =>
  execFileSync('npm', ['run', ...args], { cwd: repoRoot, stdio: 'pipe', env: process.env });

interface Manifest {
  mfes: Record<string, { version: string; canary?: { version: string; share: number } }>;
}
const manifest = async (request: APIRequestContext) =>
  (await (await request.get('/mfe-manifest.json')).json()) as Manifest;

/** The content version a visitor in `bucket` is served, from the shell server's versions header. */
async function contentVersionFor(request: APIRequestContext, bucket: number): Promise<string> {
  const response = await request.get('/about-us', {
    headers: { cookie: `sohnne_bucket=${bucket}` },
  });
  return /content@(\S+)/.exec(response.headers()['x-sohnne-versions'] ?? '')![1];
}

test('a canary of one MFE reaches its share of visitors, each keeping his version; promote and rollback', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(6 * 60_000);
  const live = (await manifest(request)).mfes.content.version;
  const canary = `9.${Date.now() % 100000}.1`;
  npm('ship', '--', 'content', '--version', canary, '--canary', '50');
  try {
    await expect
      .poll(async () => (await manifest(request)).mfes.content.canary?.version)
      .toBe(canary);

    // Half the buckets get the canary, the others the live version — once the edge and the page server
    // have read the new manifest (each reads it at most a second old).
    const versions = new Map<number, string>();
    await expect
      .poll(async () => {
        for (let bucket = 0; bucket < 100; bucket += 7)
          versions.set(bucket, await contentVersionFor(request, bucket));
        return new Set(versions.values()).has(canary);
      })
      .toBe(true);
    const inCanary = [...versions].find(([, version]) => version === canary)?.[0];
    const outside = [...versions].find(([, version]) => version === live)?.[0];
    expect(inCanary, 'some bucket gets the canary').toBeDefined();
    expect(outside, 'some bucket keeps the live version').toBeDefined();

    // A new visitor is assigned a bucket once and keeps his version on every load.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/about-us');
    const assigned = (await visitor.cookies()).find(
      (cookie) => cookie.name === 'sohnne_bucket',
    )?.value;
    expect(assigned).toMatch(/^\d{1,2}$/);
    const first = await visitorPage
      .locator('[data-mfe="content"]')
      .getAttribute('data-mfe-version');
    for (let i = 0; i < 3; i++) {
      await visitorPage.reload();
      await expect(visitorPage.locator('[data-mfe="content"]')).toHaveAttribute(
        'data-mfe-version',
        first!,
      );
    }
    expect((await visitor.cookies()).find((cookie) => cookie.name === 'sohnne_bucket')?.value).toBe(
      assigned,
    );
    await visitor.close();

    // In the browser too: the hydrated region is the visitor's version.
    await page
      .context()
      .addCookies([
        { name: 'sohnne_bucket', value: String(inCanary), url: test.info().project.use.baseURL! },
      ]);
    await page.goto('/about-us');
    await expect(page.locator('[data-mfe="content"]')).toHaveAttribute('data-mfe-version', canary);

    npm('promote', '--', 'content');
    await expect.poll(() => contentVersionFor(request, outside!)).toBe(canary);
    npm('rollback', '--', 'content');
    await expect.poll(() => contentVersionFor(request, inCanary!)).toBe(live);
  } finally {
    const now = (await manifest(request)).mfes.content;
    if (now.canary || now.version === canary) npm('rollback', '--', 'content');
  }
});
