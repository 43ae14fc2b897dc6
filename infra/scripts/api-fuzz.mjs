#!/usr/bin/env node
// `npm run test:api`: a bounded Schemathesis run against every service's OpenAPI document. Starts the
// four built services on a throwaway embedded database (seeded), signs a customer up, and fuzzes each
// service with that customer's session and CSRF pair. Fails on any server error or answer the document
// does not state. Schemathesis comes from PyPI into a project-local virtual environment (.tools/).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { runAuthorizationSuite, signedUpCustomer } from './lib/authorization.mjs';
import { REPO_ROOT } from './lib/deploy.mjs';

const require = createRequire(import.meta.url);
const SCHEMATHESIS_VERSION = '4.32.5';
const VENV = path.join(REPO_ROOT, '.tools', `schemathesis-${SCHEMATHESIS_VERSION}`);
const SERVICES = ['catalog', 'content', 'account', 'commerce'];
const MAX_EXAMPLES = Number(process.env.SOHNNE_FUZZ_EXAMPLES || 15);
// Operations that would end the fuzzing customer's session or account midway.
const EXCLUDED = [
  ['POST', '/api/logout'],
  ['PUT', '/api/account/{user_id}'],
];
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
];
const log = (line) => console.log(`[api-fuzz] ${line}`);

function ensureSchemathesis() {
  const binary = path.join(VENV, 'bin', 'schemathesis');
  if (fs.existsSync(binary)) return binary;
  log(
    `installing schemathesis ${SCHEMATHESIS_VERSION} into ${path.relative(REPO_ROOT, VENV)} (first run only)...`,
  );
  const python = process.env.PYTHON || 'python3';
  execFileSync(python, ['-m', 'venv', VENV], { stdio: 'inherit' });
  execFileSync(
    path.join(VENV, 'bin', 'pip'),
    ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`],
    {
      stdio: 'inherit',
    },
  );
  return binary;
}

async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, label, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not become healthy at ${url}`);
}

function runSchemathesis(binary, service, url, browser, reportDir) {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const excluded = EXCLUDED.flatMap(([method, route]) => [
    '--exclude-by',
    `method == "${method}" && path == "${route}"`,
  ]);
  const args = [
    'run',
    `${url}/docs/openapi.json`,
    '--url',
    url,
    '-H',
    `Cookie: ${cookie}`,
    '-H',
    `x-csrf-token: ${browser.cookies.get('sohnne_csrf')}`,
    '--checks',
    CHECKS.join(','),
    '--max-examples',
    String(MAX_EXAMPLES),
    '--phases',
    'examples,coverage,fuzzing',
    '--workers',
    '1',
    '--seed',
    '20261123',
    '--request-timeout',
    '10',
    '--report',
    'junit',
    '--report-junit-path',
    path.join(reportDir, `${service}.xml`),
    ...excluded,
  ];
  return new Promise((resolve) => {
    const child = spawn(binary, args, {
      cwd: reportDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Figures from Schemathesis's closing summary: operations tested, test cases, server errors, other failures. */
function figures(output) {
  const number = (pattern) => Number(output.match(pattern)?.[1] ?? 0);
  return {
    operations: number(/Tested:\s+(\d+)/),
    cases: number(/Test cases:\s+(\d+) generated/),
    serverErrors: number(/ST101 Server error:\s+(\d+)/),
  };
}

async function main() {
  const binary = ensureSchemathesis();
  const { startFerretDb } = require('@sohnne/embedded-db');
  const { seedAll } = require('../seed/seed.js');
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sohnne-fuzz-'));
  const db = await startFerretDb({ quiet: true });
  const children = [];
  try {
    await seedAll({ uri: db.uri, log: () => undefined });
    const ports = Object.fromEntries(
      await Promise.all(SERVICES.map(async (name) => [name, await freePort()])),
    );
    const env = {
      ...process.env,
      MONGODB_URI: db.uri,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      MAIL_OUTBOX_DIR: path.join(reportDir, 'outbox'),
      // Rate limits high enough that the fuzzer reaches the logic behind them (429 is documented anyway).
      FORM_RATE_LIMIT: '100000',
      PUBLIC_FORM_RATE_LIMIT: '100000',
      SIGNUP_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT_PER_IP: '100000',
      RESET_RATE_LIMIT_PER_EMAIL: '100000',
      RESET_RATE_LIMIT_PER_IP: '100000',
      ...Object.fromEntries(
        SERVICES.map((name) => [`${name.toUpperCase()}_URL`, `http://127.0.0.1:${ports[name]}`]),
      ),
    };
    for (const name of SERVICES) {
      const out = fs.openSync(path.join(reportDir, `${name}.log`), 'a');
      children.push(
        spawn(process.execPath, [`services/${name}/dist/main.js`], {
          cwd: REPO_ROOT,
          env: { ...env, PORT: String(ports[name]) },
          stdio: ['ignore', out, out, 'ipc'],
        }),
      );
    }
    await Promise.all(
      SERVICES.map((name) => waitFor(`http://127.0.0.1:${ports[name]}/health`, `${name} service`)),
    );

    const urls = Object.fromEntries(
      SERVICES.map((name) => [name, `http://127.0.0.1:${ports[name]}`]),
    );
    let failed = 0;
    const rows = [];

    // The two-customer authorization suite, from the documents the services publish.
    const documented = {};
    for (const name of SERVICES) {
      documented[name] = {
        url: urls[name],
        document: await (await fetch(`${urls[name]}/docs/openapi.json`)).json(),
      };
    }
    const authorization = await runAuthorizationSuite(documented);
    for (const problem of authorization.problems) log(`authorization: ${problem}`);
    if (authorization.problems.length) failed += 1;
    rows.push(
      `authorization: ${authorization.checked} checks over every operation (${authorization.aliceIds} of customer A's ids), ${authorization.problems.length} problems`,
    );

    const customer = await signedUpCustomer(urls.account, 'fuzz');

    for (const name of SERVICES) {
      const started = Date.now();
      const { code, output } = await runSchemathesis(
        binary,
        name,
        `http://127.0.0.1:${ports[name]}`,
        customer,
        reportDir,
      );
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const result = figures(output);
      rows.push(
        `${name}: ${result.operations} operations, ${result.cases} cases, ${result.serverErrors} server errors, ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)`,
      );
      if (code !== 0) {
        failed += 1;
        console.log(output);
      }
    }
    for (const row of rows) log(row);
    const runs = SERVICES.length + 1;
    log(
      `${failed ? `${failed} of ${runs} runs failed` : 'every run passed'} (reports and logs in ${reportDir})`,
    );
    // counted by `npm test`'s summary like node --test's own lines
    console.log(`# pass ${runs - failed}\n# fail ${failed}`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode !== null ? resolve() : child.once('exit', resolve),
          ),
      ),
    );
    await db.stop();
  }
}

main().catch((error) => {
  console.error(`[api-fuzz] ${error.message}`);
  process.exit(1);
});
