'use strict';
// The edge's and page server's configuration, and routes.json, validated as the services' configuration is:
// a bad value stops the start with the variable (or the file and field) and what was expected.
const test = require('node:test');
const assert = require('node:assert');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { config } = require('../config');
const { loadRouteTable } = require('../route-table');

test('numbers and URLs are read as what they say, empty means the default', () => {
  const cfg = config({
    PORT: '8180',
    TRUST_PROXY_HOPS: '2',
    SOHNNE_PAGE_CACHE_BYTES: '0',
    PAGE_SERVER_TIMEOUT_MS: '',
    CATALOG_URL: 'http://catalog:3001',
    LOG_LEVEL: 'warn',
  });
  assert.deepStrictEqual(
    [cfg.port, cfg.trustProxyHops, cfg.pageCacheBytes, cfg.pageServerTimeoutMs, cfg.logLevel],
    [8180, 2, 0, 10000, 'warn'],
  );
  assert.strictEqual(cfg.services.catalog, 'http://catalog:3001');
  assert.strictEqual(cfg.publicUrl, 'http://localhost:8180');
  assert.strictEqual(
    config({ PAGE_SERVER_URL: '' }).pageServerUrl,
    '',
    'set but empty: no page server',
  );
});

test('a bad value is refused with its variable and what was expected, every bad one at once', () => {
  const message = (env) => {
    try {
      config(env);
    } catch (error) {
      return error.message;
    }
    return assert.fail(`accepted ${JSON.stringify(env)}`);
  };
  assert.strictEqual(
    message({ PORT: '8o8o' }),
    'Invalid configuration: PORT: expected a whole number from 1 to 65535, not "8o8o"',
  );
  assert.strictEqual(
    message({ SOHNNE_EDGE_CACHE_BYTES: '32MB', PAGE_SERVER_METRICS_PORT: '70000' }),
    'Invalid configuration: SOHNNE_EDGE_CACHE_BYTES: expected a whole number from 0 to 9007199254740991, not "32MB"; ' +
      'PAGE_SERVER_METRICS_PORT: expected a whole number from 1 to 65535, not "70000"',
  );
  assert.strictEqual(
    message({ TRUST_PROXY_HOPS: '-1' }),
    'Invalid configuration: TRUST_PROXY_HOPS: expected a whole number from 0 to 10, not "-1"',
  );
  assert.strictEqual(
    message({ COMMERCE_URL: 'commerce:3004' }),
    'Invalid configuration: COMMERCE_URL: expected an absolute http(s) URL, not "commerce:3004"',
  );
  assert.strictEqual(
    message({ SOHNNE_REVIEWS_SCRIPT_URL: 'javascript:alert(1)' }),
    'Invalid configuration: SOHNNE_REVIEWS_SCRIPT_URL: expected an absolute http(s) URL, not "javascript:alert(1)"',
  );
  assert.match(
    message({ COOKIE_SECURE: 'yes' }),
    /^Invalid configuration: COOKIE_SECURE: .*"true"\|"false"/,
  );
  assert.match(message({ LOG_LEVEL: 'loud' }), /^Invalid configuration: LOG_LEVEL: .*"info"/);
  assert.match(
    message({ PAGE_SERVER_URL: 'pages:3006' }),
    /^Invalid configuration: PAGE_SERVER_URL: /,
  );
});

test('a bad value stops the edge and the page server before they listen', () => {
  const pageServer = path.join(
    __dirname,
    '..',
    '..',
    '..',
    'shell',
    'src',
    'server',
    'page-server.cjs',
  );
  for (const script of [path.join(__dirname, '..', 'server.js'), pageServer]) {
    const run = spawnSync(process.execPath, [script], {
      env: { PATH: process.env.PATH, PORT: '0', PAGE_SERVER_PORT: 'x' },
      encoding: 'utf8',
      timeout: 20000,
    });
    assert.notStrictEqual(run.status, 0, script);
    assert.match(
      run.stderr,
      /Invalid configuration: PORT: expected a whole number from 1 to 65535, not "0"; PAGE_SERVER_PORT: expected a whole number from 1 to 65535, not "x"/,
      script,
    );
  }
});

function tableFile(t, table) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'routes.json');
  fs.writeFileSync(file, typeof table === 'string' ? table : JSON.stringify(table));
  return file;
}

const GOOD_TABLE = {
  services: { catalog: { env: 'CATALOG_URL', default: 'http://127.0.0.1:3001' } },
  api: { '/api/products': 'catalog' },
  files: { $comment: 'root files', '/robots.txt': 'catalog' },
};

test('routes.json: the shipped table is valid, and a bad one is refused with its path and the field', (t) => {
  assert.ok(Object.keys(loadRouteTable().api).length > 0);
  assert.deepStrictEqual(loadRouteTable(tableFile(t, GOOD_TABLE)), GOOD_TABLE);

  const refusal = (table) => {
    const file = tableFile(t, table);
    try {
      loadRouteTable(file);
    } catch (error) {
      return { file, message: error.message };
    }
    return assert.fail('accepted a bad route table');
  };
  const typo = refusal({ ...GOOD_TABLE, api: { '/api/products': 'catalgo' } });
  assert.strictEqual(
    typo.message,
    `Invalid route table ${typo.file}: api["/api/products"]: names "catalgo", which is not in "services"`,
  );
  const badService = refusal({
    ...GOOD_TABLE,
    services: { catalog: { env: 'CATALOG_URL', default: '127.0.0.1:3001' } },
  });
  assert.match(
    badService.message,
    /routes\.json: services\.catalog\.default: expected an absolute URL$/,
  );
  const badPrefix = refusal({ ...GOOD_TABLE, api: { 'api/products': 'catalog' } });
  assert.match(badPrefix.message, /: api\["api\/products"\]: expected a prefix under \/api/);
  const badFile = refusal({ ...GOOD_TABLE, files: { 'robots.txt': 'catalog' } });
  assert.match(
    badFile.message,
    /: files\["robots\.txt"\]: expected a root file such as \/robots\.txt$/,
  );
  assert.match(
    refusal({ ...GOOD_TABLE, api: undefined }).message,
    /: api: Invalid input: expected record, received undefined$/,
  );
  assert.match(
    refusal({ ...GOOD_TABLE, apis: {} }).message,
    /: \(the whole file\): Unrecognized key: "apis"$/,
  );
  assert.match(refusal('{ "services": ').message, /^Invalid route table .*routes\.json: .*JSON/);
});
