import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';

// A canary judged by what real browsers report: a version of content that throws in the browser on one
// of its pages is rolled back by `npm run judge -- content --act`, a healthy one is promoted.

const repoRoot = path.resolve(__dirname, '..', '..');
const PAGE = '/about-us';
const VIEWS_PER_SIDE = 4;

interface Manifest {
  mfes: Record<string, { version: string; canary?: { version: string; share: number } }>;
}
const manifest = async (request: APIRequestContext) =>
  (await (await request.get('/mfe-manifest.json')).json()) as Manifest;

/** The content version the page server renders for a visitor in `bucket`. */
async function contentVersionFor(request: APIRequestContext, bucket: number): Promise<string> {
  const response = await request.get(PAGE, { headers: { cookie: `sohnne_bucket=${bucket}` } });
  return /content@(\S+)/.exec(response.headers()['x-sohnne-versions'] ?? '')?.[1] ?? '';
}

/** A copy of content's build (SOHNNE_BUILD_ROOT for ship --prebuilt); `fault` runs first in its remote entry. */
function buildRoot(fault = ''): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sohnne-judge-build-'));
  for (const dir of ['dist', 'dist-server'])
    fs.cpSync(path.join(repoRoot, 'mfe-content', dir), path.join(root, 'mfe-content', dir), {
      recursive: true,
    });
  const entry = path.join(root, 'mfe-content', 'dist', 'remoteEntry.js');
  fs.writeFileSync(entry, `${fault}\n${fs.readFileSync(entry, 'utf8')}`);
  return root;
}

/** The rules for a journey's handful of views (judge-rules.json asks real traffic for 200 a side). */
function journeyRules(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sohnne-judge-rules-')), 'r.json');
  const rules = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'infra', 'scripts', 'judge-rules.json'), 'utf8'),
  ) as Record<string, { value: unknown; reason: string }>;
  rules.minViews.value = VIEWS_PER_SIDE;
  // One page's vitals against a whole run's pages on a shared machine: the p75 rule is the unit tests'.
  rules.maxP75Regression.value = 100;
  fs.writeFileSync(file, JSON.stringify(rules));
  return file;
}

const ship = (version: string, root: string) =>
  execFileSync(
    'npm',
    ['run', 'ship', '--', 'content', '--version', version, '--canary', '50', '--prebuilt'],
    { cwd: repoRoot, stdio: 'pipe', env: { ...process.env, SOHNNE_BUILD_ROOT: root } },
  );

function judge(rules: string, act = false): { code: number | null; out: string } {
  const run = spawnSync(
    'npm',
    ['run', '--silent', 'judge', '--', 'content', '--rules', rules, ...(act ? ['--act'] : [])],
    { cwd: repoRoot, encoding: 'utf8', env: process.env },
  );
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

/** A bucket in the canary and one outside it, as the page server sees them. */
async function buckets(request: APIRequestContext, canary: string, live: string) {
  const versions = new Map<number, string>();
  // Once the edge and the page server have read the new manifest (each reads it at most a second old).
  await expect
    .poll(async () => {
      for (let bucket = 0; bucket < 90; bucket += 3)
        versions.set(bucket, await contentVersionFor(request, bucket));
      return new Set(versions.values()).has(canary);
    })
    .toBe(true);
  const inside = [...versions].find(([, version]) => version === canary)?.[0];
  const outside = [...versions].find(([, version]) => version === live)?.[0];
  expect(inside, 'some bucket gets the canary').toBeDefined();
  expect(outside, 'some bucket keeps the live version').toBeDefined();
  return { inside: inside!, outside: outside! };
}

/**
 * Page views of the page from a visitor in `bucket`: each load sends its view, and leaving it sends its
 * vitals and any error still waiting (the judge is asked until the beacons are counted).
 */
async function visit(browser: Browser, bucket: number) {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'sohnne_bucket', value: String(bucket), url: test.info().project.use.baseURL! },
  ]);
  const page = await context.newPage();
  for (let i = 0; i < VIEWS_PER_SIDE; i++) {
    await page.goto(PAGE);
    await expect(page.locator('[data-mfe="content"]').first()).toBeVisible();
  }
  await page.goto('about:blank');
  await context.close();
}

test('judge rolls back a canary that throws in the browser and promotes a healthy one', async ({
  browser,
  request,
}) => {
  test.setTimeout(4 * 60_000);
  const rules = journeyRules();
  const live = (await manifest(request)).mfes.content.version;
  const broken = `9.${Date.now() % 100000}.7`;
  const healthy = `9.${Date.now() % 100000}.8`;
  try {
    // A version whose remote entry throws, on one page only, after it has loaded.
    ship(
      broken,
      buildRoot(
        `if (location.pathname === ${JSON.stringify(PAGE)}) setTimeout(function () { throw new Error('canary fault'); });`,
      ),
    );
    const bad = await buckets(request, broken, live);
    await visit(browser, bad.inside);
    await visit(browser, bad.outside);
    await expect.poll(() => judge(rules).code, { timeout: 30_000 }).toBe(3);
    const rolledBack = judge(rules, true);
    expect(rolledBack.code).toBe(3);
    expect(rolledBack.out).toMatch(/errors: \d+ against \d+/);
    expect(rolledBack.out).toContain(`rolled back: content ${live} is live for everyone`);
    expect((await manifest(request)).mfes.content).toMatchObject({ version: live });
    expect((await manifest(request)).mfes.content.canary).toBeUndefined();
    await expect.poll(() => contentVersionFor(request, bad.inside)).toBe(live);
    expect(judge(rules).code, 'no canary any more').toBe(2);

    // The same build without the fault: as good as the live version, promoted.
    ship(healthy, buildRoot());
    const good = await buckets(request, healthy, live);
    await visit(browser, good.inside);
    await visit(browser, good.outside);
    await expect.poll(() => judge(rules).code, { timeout: 30_000 }).toBe(0);
    const promoted = judge(rules, true);
    expect(promoted.out).toMatch(/^page views\s+\d+\s+\d+$/m);
    expect(promoted.out).toContain(`promoted: content ${healthy} is live for everyone`);
    expect((await manifest(request)).mfes.content.version).toBe(healthy);
    await expect.poll(() => contentVersionFor(request, good.outside)).toBe(healthy);
  } finally {
    const now = (await manifest(request)).mfes.content;
    const run = (...args: string[]) =>
      execFileSync('npm', ['run', ...args], { cwd: repoRoot, stdio: 'pipe', env: process.env });
    if (now.canary) run('rollback', '--', 'content');
    if ((await manifest(request)).mfes.content.version === healthy)
      run('rollback', '--', 'content');
  }
});
