#!/usr/bin/env node
// A baseline front end beside the running stack, for the browser benches' baseline (BASELINE_URL): a second
// edge and page server on other ports, serving the shell build and the MFE versions as they are when it is
// first started (or the MFE versions named), over the running stack's services and database. Start it before
// `npm run ship`, ship, then measure both stacks in one run; it keeps serving what it froze until removed.
// Usage: node bench/baseline-stack.mjs [--name baseline] [--offset 100] [--versions catalog=1.0.0-abc,…]
//        node bench/baseline-stack.mjs --remove [--name baseline]
// See bench/README.md ("A baseline stack").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEPLOY_DIR = process.env.SOHNNE_DEPLOY_DIR ?? path.join(REPO_ROOT, '.deploy');
/** The running stack's ports (npm start's defaults, or the variables it was started with). */
const RUNNING = {
  edge: Number(process.env.EDGE_PORT || 8080),
  edgeMetrics: Number(process.env.EDGE_METRICS_PORT || 9464),
  pages: Number(process.env.PAGE_SERVER_PORT || 3006),
  pagesMetrics: Number(process.env.PAGE_SERVER_METRICS_PORT || 9465),
};

function options(argv) {
  const value = (name, fallback) => {
    const i = argv.indexOf(name);
    return i < 0 ? fallback : argv[i + 1];
  };
  const name = value('--name', 'baseline');
  if (!/^[a-z0-9-]{1,40}$/.test(name)) throw new Error(`--name ${name}: letters, digits and -`);
  return {
    name,
    remove: argv.includes('--remove'),
    offset: Number(value('--offset', 100)),
    versions: Object.fromEntries(
      value('--versions', '')
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split('=')),
    ),
  };
}

/**
 * The manifest the baseline serves: the live one as it is now, each MFE named in `versions` pointed at that
 * published version instead (its routes from its build, as `npm run ship` reads them), without canaries.
 */
function frozenManifest(versions) {
  const manifest = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'mfe-manifest.json'), 'utf8'));
  for (const entry of Object.values(manifest.mfes)) delete entry.canary;
  for (const [name, version] of Object.entries(versions)) {
    const published = path.join(DEPLOY_DIR, 'mfe', name, version);
    if (!manifest.mfes[name] || !fs.existsSync(published))
      throw new Error(`${name} ${version} is not published in ${DEPLOY_DIR}/mfe`);
    manifest.mfes[name] = {
      version,
      entry: `/mfe/${name}/${version}/remoteEntry.js`,
      serverEntry: `mfe-server/${name}/${version}/remoteEntry.js`,
      routes: JSON.parse(fs.readFileSync(path.join(published, 'routes.json'), 'utf8')),
    };
  }
  return manifest;
}

/**
 * The baseline's folder (.data/baseline/<name>): its deploy folder (the frozen manifest, the published MFE
 * builds through links: versions are never overwritten) and a copy of the shell's two builds. Made once:
 * a second start serves what the first froze.
 */
function freeze(dir, versions) {
  if (fs.existsSync(path.join(dir, 'deploy', 'mfe-manifest.json'))) {
    if (Object.keys(versions).length)
      throw new Error(`${dir} is frozen already: --remove it first to choose other versions`);
    return 'as frozen before';
  }
  const deploy = path.join(dir, 'deploy');
  fs.mkdirSync(deploy, { recursive: true });
  for (const builds of ['mfe', 'mfe-server'])
    fs.symlinkSync(path.join(DEPLOY_DIR, builds), path.join(deploy, builds));
  for (const build of ['dist', 'dist-server'])
    fs.cpSync(path.join(REPO_ROOT, 'shell', build), path.join(dir, 'shell', build), {
      recursive: true,
    });
  const manifest = frozenManifest(versions);
  fs.writeFileSync(path.join(deploy, 'mfe-manifest.json'), JSON.stringify(manifest, null, 2));
  return 'frozen now';
}

async function waitFor(url, label, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the baseline's ${label} did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function main() {
  const opts = options(process.argv.slice(2));
  const dir = path.join(REPO_ROOT, '.data', 'baseline', opts.name);
  if (opts.remove) {
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`removed ${dir}`);
    return;
  }
  const state = freeze(dir, opts.versions);
  const ports = Object.fromEntries(
    Object.entries(RUNNING).map(([name, port]) => [name, port + opts.offset]),
  );
  const origin = `http://localhost:${ports.edge}`;
  const env = {
    ...process.env,
    PUBLIC_URL: origin,
    TRACKING_URL:
      process.env.TRACKING_URL || `http://localhost:${process.env.TRACKING_PORT || 3005}`,
    SOHNNE_DEPLOY_DIR: path.join(dir, 'deploy'),
    SOHNNE_SHELL_DIR: path.join(dir, 'shell', 'dist'),
    SOHNNE_SHELL_SERVER_DIR: path.join(dir, 'shell', 'dist-server'),
    EDGE_METRICS_PORT: String(ports.edgeMetrics),
    PAGE_SERVER_PORT: String(ports.pages),
    PAGE_SERVER_METRICS_PORT: String(ports.pagesMetrics),
    PAGE_SERVER_URL: `http://127.0.0.1:${ports.pages}`,
  };
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const children = [
    ['pages', 'shell/src/server/page-server.cjs', {}],
    ['edge', 'infra/edge/server.js', { PORT: String(ports.edge) }],
  ].map(([name, script, own]) => {
    const log = fs.openSync(path.join(dir, 'logs', `${name}.log`), 'a');
    // The IPC channel: each process stops by itself when this one ends, however it ends. Run from the
    // baseline's folder: a tool that finds the running stack's processes by their folder leaves these alone.
    return spawn(process.execPath, [path.join(REPO_ROOT, script)], {
      cwd: dir,
      env: { ...env, ...own },
      stdio: ['ignore', log, log, 'ipc'],
    });
  });
  const stop = () => {
    for (const child of children) child.kill();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const child of children)
    child.once('exit', (code) => {
      console.error(`a baseline process exited (${code}): see ${dir}/logs`);
      stop();
    });
  await waitFor(`http://127.0.0.1:${ports.pages}/health`, 'page server');
  await waitFor(`http://127.0.0.1:${ports.edge}/health`, 'edge');
  const { mfes } = JSON.parse(fs.readFileSync(path.join(dir, 'deploy', 'mfe-manifest.json')));
  console.log(
    `baseline "${opts.name}" (${state}) at ${origin}: ${Object.entries(mfes)
      .map(([name, entry]) => `${name} ${entry.version}`)
      .join(', ')}; the running stack's services; logs in ${dir}/logs. Ctrl+C stops it.`,
  );
  console.log(`BASELINE_URL=${origin} npm run bench:taps`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
