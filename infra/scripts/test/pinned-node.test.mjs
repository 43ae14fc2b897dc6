import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const LAUNCHER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'pinned-node.cjs',
);

/** A copy of the launcher in a repository of its own whose .nvmrc names `version`. */
function repoPinning(version) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sohnne-pinned-'));
  fs.mkdirSync(path.join(root, 'infra', 'scripts'), { recursive: true });
  fs.copyFileSync(LAUNCHER, path.join(root, 'infra', 'scripts', 'pinned-node.cjs'));
  fs.writeFileSync(path.join(root, '.nvmrc'), `${version}\n`);
  fs.writeFileSync(
    path.join(root, 'report.mjs'),
    'console.log(JSON.stringify({ node: process.execPath, path: process.env.PATH, args: process.argv.slice(2) }));\nprocess.exit(7);\n',
  );
  return root;
}

function launch(root, env = {}) {
  return spawnSync(
    process.execPath,
    [path.join(root, 'infra', 'scripts', 'pinned-node.cjs'), 'report.mjs', 'a', 'b'],
    {
      cwd: root,
      env: { ...process.env, SOHNNE_TOOLS_DIR: '', ...env },
      encoding: 'utf8',
    },
  );
}

test('on a machine whose Node is the pinned one, the script runs on it, nothing is fetched, and its exit code is kept', () => {
  const root = repoPinning(process.versions.node);
  const result = launch(root);
  assert.equal(result.status, 7);
  assert.equal(result.stderr, '');
  assert.deepEqual(JSON.parse(result.stdout), {
    node: process.execPath,
    path: process.env.PATH,
    args: ['a', 'b'],
  });
  assert.equal(fs.existsSync(path.join(root, '.tools')), false);
});

test('on another Node, the script runs on the pinned Node from the tools folder, first on PATH, with one line saying so', () => {
  const root = repoPinning('99.1.2');
  const home = path.join(root, '.tools', `node-v99.1.2-${process.platform}-${process.arch}`);
  fs.mkdirSync(path.join(home, 'bin'), { recursive: true });
  // The pinned Node already fetched: a stand-in that runs the real one, so the test needs no registry.
  fs.writeFileSync(
    path.join(home, 'bin', 'node'),
    `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} "$@"\n`,
    { mode: 0o755 },
  );
  const result = launch(root);
  assert.equal(result.status, 7);
  assert.equal(
    result.stderr,
    `[node] running on Node 99.1.2 from .tools/node-v99.1.2-${process.platform}-${process.arch}/bin/node (this machine has ${process.version})\n`,
  );
  const seen = JSON.parse(result.stdout);
  assert.deepEqual(seen.args, ['a', 'b']);
  assert.equal(seen.path.split(path.delimiter)[0], path.join(home, 'bin'));
});

test('a pinned Node the registry does not have is one sentence and exit 2, with nothing left behind', () => {
  const root = repoPinning('0.0.0-none');
  const result = launch(root);
  assert.equal(result.status, 2);
  assert.match(
    result.stderr,
    /\[node\] could not fetch Node 0\.0\.0-none \(node-[a-z0-9]+-[a-z0-9]+@0\.0\.0-none\) from the npm registry: /,
  );
  assert.deepEqual(fs.readdirSync(path.join(root, '.tools')), []);
});
