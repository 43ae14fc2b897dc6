import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES = {
  catalog: [{ path: '/collections' }, { path: '/collections/*' }],
  content: [{ path: '/' }, { path: '/:slug', fallback: true }],
  account: [{ path: '/my-account' }],
  commerce: [{ path: '/cart' }],
};

/** A folder of fake MFE builds (SOHNNE_BUILD_ROOT) and an empty deploy folder. */
function workspace(routes = ROUTES) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sohnne-deploy-'));
  for (const [name, list] of Object.entries(routes)) {
    fs.mkdirSync(path.join(root, `mfe-${name}`, 'dist'), { recursive: true });
    fs.mkdirSync(path.join(root, `mfe-${name}`, 'dist-server'), { recursive: true });
    fs.writeFileSync(path.join(root, `mfe-${name}`, 'dist', 'remoteEntry.js'), `// ${name}`);
    fs.writeFileSync(path.join(root, `mfe-${name}`, 'dist', 'routes.json'), JSON.stringify(list));
    fs.writeFileSync(
      path.join(root, `mfe-${name}`, 'dist-server', 'remoteEntry.js'),
      `// ${name} server`,
    );
  }
  const deploy = path.join(root, 'deploy');
  return { root, deploy, manifest: path.join(deploy, 'mfe-manifest.json') };
}

function run(script, args, ws, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(SCRIPTS, script), ...args], {
      env: { ...process.env, SOHNNE_BUILD_ROOT: ws.root, SOHNNE_DEPLOY_DIR: ws.deploy, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

test('ships running at once take turns: the manifest keeps every MFE and every history', async () => {
  const ws = workspace();
  // Four MFEs twice over, all at once: without the lock, read-modify-write loses MFEs and versions.
  const ships = Object.keys(ROUTES).flatMap((name) => [
    run('ship.mjs', [name, '--prebuilt', '--version', '1.0.0'], ws),
  ]);
  for (const result of await Promise.all(ships)) assert.equal(result.code, 0, result.stderr);
  const second = Object.keys(ROUTES).flatMap((name) => [
    run('ship.mjs', [name, '--prebuilt', '--version', '2.0.0'], ws),
    run('ship.mjs', [name, '--prebuilt', '--version', '3.0.0'], ws),
  ]);
  for (const result of await Promise.all(second)) assert.equal(result.code, 0, result.stderr);
  const manifest = JSON.parse(fs.readFileSync(ws.manifest, 'utf8'));
  assert.deepEqual(Object.keys(manifest.mfes).sort(), Object.keys(ROUTES).sort());
  for (const name of Object.keys(ROUTES)) {
    const seen = [...manifest.history[name], manifest.mfes[name].version].sort();
    assert.deepEqual(
      seen,
      ['1.0.0', '2.0.0', '3.0.0'],
      `${name}: every version shipped is live or in the history`,
    );
  }
  assert.equal(fs.existsSync(`${ws.manifest}.lock`), false);
});

test('a corrupt manifest stops a ship with its path and the reason, and is left as it was', async () => {
  const ws = workspace();
  fs.mkdirSync(ws.deploy, { recursive: true });
  fs.writeFileSync(ws.manifest, '{"mfes": {"catalog": ');
  const result = await run('ship.mjs', ['catalog', '--prebuilt', '--version', '1.0.0'], ws);
  assert.equal(result.code, 1);
  assert.equal(result.stderr.split('\n').length, 1, 'one sentence, no stack trace');
  assert.match(
    result.stderr,
    new RegExp(
      `^\\[ship\\] The manifest ${ws.manifest} is not a valid manifest \\(.+\\): nothing was changed`,
    ),
  );
  assert.equal(fs.readFileSync(ws.manifest, 'utf8'), '{"mfes": {"catalog": ');
});

test('a lock held by a running process makes a ship wait, then give up with a sentence; a dead holder is overruled', async () => {
  const ws = workspace();
  fs.mkdirSync(ws.deploy, { recursive: true });
  fs.writeFileSync(
    `${ws.manifest}.lock`,
    JSON.stringify({ pid: process.pid, host: os.hostname(), since: 'now' }),
  );
  const busy = await run('ship.mjs', ['catalog', '--prebuilt', '--version', '1.0.0'], ws, {
    SOHNNE_DEPLOY_LOCK_WAIT_MS: '300',
  });
  assert.equal(busy.code, 1);
  assert.match(
    busy.stderr,
    new RegExp(
      `^\\[ship\\] Another ship, promote or rollback \\(process ${process.pid} on .+\\) is changing the manifest: try again when it has finished`,
    ),
  );
  assert.equal(fs.existsSync(ws.manifest), false);
  assert.equal(
    fs.existsSync(path.join(ws.deploy, 'mfe', 'catalog', '1.0.0')),
    false,
    'a ship that did not happen leaves no version behind',
  );

  const dead = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => dead.once('exit', resolve));
  fs.writeFileSync(
    `${ws.manifest}.lock`,
    JSON.stringify({ pid: dead.pid, host: os.hostname(), since: 'then' }),
  );
  const result = await run('ship.mjs', ['catalog', '--prebuilt', '--version', '1.0.0'], ws, {
    SOHNNE_DEPLOY_LOCK_WAIT_MS: '300',
  });
  assert.equal(result.code, 0, result.stderr);
  assert.equal(JSON.parse(fs.readFileSync(ws.manifest, 'utf8')).mfes.catalog.version, '1.0.0');
});

test('a ship whose pattern overlaps another MFE’s pattern is refused with both routes named', async () => {
  const ws = workspace({ ...ROUTES, account: [{ path: '/collections/:slug' }] });
  assert.equal(
    (await run('ship.mjs', ['catalog', '--prebuilt', '--version', '1.0.0'], ws)).code,
    0,
  );
  const result = await run('ship.mjs', ['account', '--prebuilt', '--version', '1.0.0'], ws);
  assert.equal(result.code, 2);
  assert.equal(
    result.stderr,
    '[ship] Not published: catalog (/collections/*) and account (/collections/:slug) claim the same path',
  );
  assert.equal(JSON.parse(fs.readFileSync(ws.manifest, 'utf8')).mfes.account, undefined);
});

test('bad input to ship, promote and rollback: one sentence and exit code 2', async () => {
  const ws = workspace();
  assert.equal(
    (await run('ship.mjs', ['catalog', '--prebuilt', '--version', '1.0.0'], ws)).code,
    0,
  );
  const cases = [
    [
      ['ship.mjs', ['kitchen']],
      "[ship] Unknown MFE 'kitchen': one of catalog, content, account, commerce",
    ],
    [
      ['ship.mjs', ['catalog', '--canary', '0']],
      "[ship] A canary share is a whole percentage from 1 to 99, not '0'",
    ],
    [
      ['ship.mjs', ['catalog', '--canary', '100']],
      "[ship] A canary share is a whole percentage from 1 to 99, not '100'",
    ],
    [
      ['ship.mjs', ['catalog', '--prebuilt', '--version', '1.0.0']],
      '[ship] catalog 1.0.0 is published already: name another --version',
    ],
    [
      ['promote.mjs', ['catalog']],
      "[promote] 'catalog' has no canary to promote: start one with npm run ship -- catalog --canary 10",
    ],
    [
      ['rollback.mjs', ['catalog']],
      "[rollback] Nothing to roll back to for 'catalog': it has no earlier version",
    ],
    [
      ['rollback.mjs', ['kitchen']],
      "[rollback] Unknown MFE 'kitchen': one of catalog, content, account, commerce",
    ],
  ];
  for (const [[script, args], sentence] of cases) {
    const result = await run(script, args, ws);
    assert.deepEqual(result, { code: 2, stderr: sentence }, `${script} ${args.join(' ')}`);
  }
});
