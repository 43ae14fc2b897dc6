import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

// Issue 18, items 3 and 4: the page server is a process of its own, and the edge keeps anonymous pages.
const repoRoot = path.resolve(__dirname, '..', '..');
const PAGE_SCRIPT = 'shell/src/server/page-server.cjs';

/** The running stack's page server (started by npm start from this repository): pid, parent, environment. */
function findPageServer(): { pid: number; parentPid: number; env: NodeJS.ProcessEnv } {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (!argv.includes(PAGE_SCRIPT) || fs.readlinkSync(`/proc/${entry}/cwd`) !== repoRoot)
        continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const env = Object.fromEntries(
        fs
          .readFileSync(`/proc/${entry}/environ`, 'utf8')
          .split('\0')
          .filter(Boolean)
          .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
      );
      return {
        pid: Number(entry),
        parentPid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]),
        env,
      };
    } catch {
      /* a process that ended meanwhile, or not ours */
    }
  }
  throw new Error(
    `no ${PAGE_SCRIPT} process of ${repoRoot} is running: start the stack with npm start`,
  );
}

const statusOf = async (
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
) => (await request.get(url, { headers })).status();

test('anonymous pages are kept by the edge; signed-in and cart visitors get their own', async ({
  request,
}) => {
  const first = await request.get('/about-us');
  expect(first.status()).toBe(200);
  await expect.poll(async () => (await request.get('/about-us')).headers()['age']).toBeDefined();
  const kept = await request.get('/about-us');
  expect(await kept.text()).toBe(await first.text());
  const personal = await request.get('/about-us', { headers: { cookie: 'sohnne_cart=journey' } });
  expect(personal.headers()['age']).toBeUndefined();
  expect(personal.headers()['cache-control']).toBe('private, no-store');
});

test('with the page server killed, pages get the error page while /api and static files answer; pages come back after a restart', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pageServer = findPageServer();
  process.kill(pageServer.pid, 'SIGKILL');
  try {
    await expect
      .poll(() => statusOf(request, '/collections?journey=down', { cookie: 'sohnne_cart=journey' }))
      .toBe(503);
    const page = await request.get('/collections?journey=down');
    expect(page.status()).toBe(503);
    expect(await page.text()).toContain('This page could not be shown right now');
    expect(await statusOf(request, '/api/products?perPage=1')).toBe(200);
    expect(await statusOf(request, '/mfe-manifest.json')).toBe(200);
    expect(await statusOf(request, '/runtime-config.js')).toBe(200);
  } finally {
    // The restart (as Kubernetes or a supervisor would): same environment, on its own. It stops within a
    // second of the stack (SOHNNE_STACK_PID), not with this test's worker: Playwright replaces workers
    // between projects and after a failure, and the journeys after this one need the page server.
    const log = fs.openSync(path.join(repoRoot, '.data', 'logs', 'pages.log'), 'a');
    const restarted = spawn(process.execPath, [PAGE_SCRIPT], {
      cwd: repoRoot,
      env: Object.fromEntries(
        Object.entries({ ...pageServer.env, SOHNNE_STACK_PID: String(pageServer.parentPid) })
          // npm start's IPC channel to the killed process is not this one's.
          .filter(([name]) => !name.startsWith('NODE_CHANNEL_')),
      ),
      stdio: ['ignore', log, log],
      detached: true,
    });
    restarted.unref();
  }
  await expect
    .poll(() => statusOf(request, '/collections?journey=back', { cookie: 'sohnne_cart=journey' }), {
      timeout: 60_000,
    })
    .toBe(200);
  expect(await (await request.get('/collections?journey=back')).text()).toContain(
    'data-ssr="catalog"',
  );
});
