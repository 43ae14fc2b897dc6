import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { figuresFromSamples, parseMetrics } from '../lib/judge-sources.mjs';
import { judge, quantile, table, withRates } from '../lib/verdict.mjs';

const SCRIPTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULES = JSON.parse(fs.readFileSync(path.join(SCRIPTS, 'judge-rules.json'), 'utf8'));

const side = (label, figures) =>
  withRates({
    label,
    version: label === 'live' ? '1.0.0' : '1.1.0',
    views: 1000,
    errors: 2,
    p75: { LCP: 2000, INP: 150 },
    renders: 1000,
    fallbacks: 1,
    serverErrors: 0,
    ...figures,
  });

test('every rule says why', () => {
  for (const [name, rule] of Object.entries(RULES)) {
    assert.ok(rule.value !== undefined, name);
    assert.ok(rule.reason.length > 40, `${name} has a reason`);
  }
});

test('a canary as good as the live version, or within the allowances, is promoted', () => {
  assert.deepEqual(judge(side('live'), side('canary'), RULES), { verdict: 'promote', reasons: [] });
  const slightlyWorse = side('canary', { errors: 4, p75: { LCP: 2150, INP: 180 }, fallbacks: 5 });
  assert.equal(judge(side('live'), slightlyWorse, RULES).verdict, 'promote');
});

test('too few views on either side is not enough data', () => {
  const result = judge(side('live'), side('canary', { views: 199, errors: 199 }), RULES);
  assert.equal(result.verdict, 'wait');
  assert.match(result.reasons[0], /canary has 199 page views of the 200/);
  assert.equal(judge(side('live', { views: 10 }), side('canary'), RULES).verdict, 'wait');
});

test('more errors, a slower p75 or more failed server renders roll back, each reason said', () => {
  const errors = judge(side('live'), side('canary', { errors: 5 }), RULES);
  assert.equal(errors.verdict, 'rollback');
  assert.match(errors.reasons[0], /errors: 5 against 2/);

  const slower = judge(side('live'), side('canary', { p75: { LCP: 2300, INP: 150 } }), RULES);
  assert.deepEqual(slower.verdict, 'rollback');
  assert.match(slower.reasons[0], /p75 LCP: 2300 ms against 2000 ms/);

  // 12 % slower but by 18 ms: under the noise floor
  const fast = side('live', { p75: { LCP: 150, INP: 50 } });
  assert.equal(
    judge(fast, side('canary', { p75: { LCP: 168, INP: 50 } }), RULES).verdict,
    'promote',
  );

  const server = judge(side('live'), side('canary', { fallbacks: 10, serverErrors: 6 }), RULES);
  assert.equal(server.reasons.length, 2);
});

test('a figure missing on a side is not compared', () => {
  const noInteractions = side('canary', { p75: { LCP: 2000, INP: null }, renders: null });
  assert.equal(judge(side('live', { renders: null }), noInteractions, RULES).verdict, 'promote');
});

test('p75 from histogram buckets, interpolated as histogram_quantile does', () => {
  assert.equal(quantile(0.75, []), null);
  assert.equal(quantile(0.75, [[Infinity, 0]]), null);
  // 4 observations: 3 under 100, 1 between 100 and 200 -> rank 3 falls at the top of the first bucket
  assert.equal(
    quantile(0.75, [
      [100, 3],
      [200, 4],
      [Infinity, 4],
    ]),
    100,
  );
  assert.equal(
    quantile(0.5, [
      [200, 4],
      [100, 0],
      [Infinity, 4],
    ]),
    150,
  );
  assert.equal(
    quantile(0.75, [
      [100, 0],
      [Infinity, 4],
    ]),
    100,
  );
});

test('the figures of a side sum every scraped process', () => {
  const edge = (views, lcpUnder2500) => `# HELP sohnne_page_views_total x
sohnne_page_views_total{mfe="content",version="1.1.0"} ${views}
sohnne_page_views_total{mfe="content",version="1.0.0"} 99
sohnne_mfe_errors_total{mfe="content",version="1.1.0",kind="uncaught"} 2
sohnne_mfe_errors_total{mfe="content",version="1.1.0",kind="load"} 1
sohnne_web_vitals_bucket{le="2500",mfe="content",version="1.1.0",metric="LCP"} ${lcpUnder2500}
sohnne_web_vitals_bucket{le="+Inf",mfe="content",version="1.1.0",metric="LCP"} 4
`;
  const pageServer = `sohnne_page_renders_total{mfe="content",version="1.1.0",outcome="ok"} 8
sohnne_page_renders_total{mfe="content",version="1.1.0",outcome="fallback"} 1
sohnne_page_renders_total{mfe="content",version="1.1.0",outcome="error"} 1
`;
  const samples = [edge(3, 4), edge(5, 4), pageServer].flatMap(parseMetrics);
  assert.deepEqual(figuresFromSamples(samples, 'content', '1.1.0'), {
    version: '1.1.0',
    views: 8,
    errors: 6,
    p75: { LCP: 1875, INP: null },
    renders: 10,
    fallbacks: 1,
    serverErrors: 1,
  });
});

test('the table shows both sides', () => {
  const text = table(side('live'), side('canary', { p75: { LCP: 2000, INP: null } }));
  assert.match(text, /^version\s+1\.0\.0\s+1\.1\.0$/m);
  assert.match(text, /^errors \/ 1,000 views\s+2\s+2$/m);
  assert.match(text, /^p75 INP \(ms\)\s+150\s+–$/m);
});

/** A deploy folder whose content MFE runs 1.0.0 live and, when `canary`, 1.1.0 as a 50 % canary. */
function deployFolder(canary) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sohnne-judge-'));
  for (const version of ['1.0.0', '1.1.0']) {
    fs.mkdirSync(path.join(dir, 'mfe', 'content', version), { recursive: true });
    fs.writeFileSync(path.join(dir, 'mfe', 'content', version, 'routes.json'), '[]');
  }
  const entry = (version) => ({
    version,
    entry: `/mfe/content/${version}/remoteEntry.js`,
    serverEntry: `mfe-server/content/${version}/remoteEntry.js`,
    routes: [],
  });
  fs.writeFileSync(
    path.join(dir, 'mfe-manifest.json'),
    JSON.stringify({
      mfes: {
        content: { ...entry('1.0.0'), ...(canary && { canary: { ...entry('1.1.0'), share: 50 } }) },
      },
      history: {},
    }),
  );
  return dir;
}

async function metricsServer(t, text) {
  const server = http.createServer((_req, res) => res.end(text));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  return `http://127.0.0.1:${server.address().port}/metrics`;
}

function runJudge(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(SCRIPTS, 'judge.mjs'), ...args], {
      env: { ...process.env, PROMETHEUS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ code, out }));
  });
}

const views = (version, count, errors) =>
  `sohnne_page_views_total{mfe="content",version="${version}"} ${count}
sohnne_mfe_errors_total{mfe="content",version="${version}",kind="uncaught"} ${errors}
`;

test('judge: 2 without a canary, 4 without enough views, 3 and --act rolls back a worse canary', async (t) => {
  const none = await runJudge(['content'], { SOHNNE_DEPLOY_DIR: deployFolder(false) });
  assert.equal(none.code, 2);
  assert.match(none.out, /'content' has no canary running/);

  const dir = deployFolder(true);
  const few = await metricsServer(t, views('1.0.0', 500, 0) + views('1.1.0', 20, 5));
  const env = { SOHNNE_DEPLOY_DIR: dir, PAGE_SERVER_METRICS_URL: 'http://127.0.0.1:9/metrics' };
  const waiting = await runJudge(['content'], { ...env, EDGE_METRICS_URL: few });
  assert.equal(waiting.code, 4, waiting.out);
  assert.match(waiting.out, /WAIT: not enough data yet/);
  assert.match(waiting.out, /renders not compared/);

  const worse = await metricsServer(t, views('1.0.0', 500, 0) + views('1.1.0', 300, 30));
  const judged = await runJudge(['content', '--act'], { ...env, EDGE_METRICS_URL: worse });
  assert.equal(judged.code, 3, judged.out);
  assert.match(judged.out, /ROLL BACK/);
  assert.match(judged.out, /rolled back: content 1\.0\.0 is live/);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mfe-manifest.json'), 'utf8'));
  assert.equal(manifest.mfes.content.version, '1.0.0');
  assert.equal(manifest.mfes.content.canary, undefined);
});

test('judge: 0 and --act promotes a canary as good as the live version', async (t) => {
  const dir = deployFolder(true);
  const good = await metricsServer(t, views('1.0.0', 500, 1) + views('1.1.0', 300, 0));
  const judged = await runJudge(['content', '--act'], {
    SOHNNE_DEPLOY_DIR: dir,
    EDGE_METRICS_URL: good,
    PAGE_SERVER_METRICS_URL: good,
  });
  assert.equal(judged.code, 0, judged.out);
  assert.match(judged.out, /PROMOTE/);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mfe-manifest.json'), 'utf8'));
  assert.equal(manifest.mfes.content.version, '1.1.0');
  assert.deepEqual(manifest.history.content, ['1.0.0']);
});

test('judge: an edge that does not answer is one sentence, exit 1', async () => {
  const result = await runJudge(['content'], {
    SOHNNE_DEPLOY_DIR: deployFolder(true),
    EDGE_METRICS_URL: 'http://127.0.0.1:9/metrics',
  });
  assert.equal(result.code, 1);
  assert.match(result.out, /The edge's metrics at http:\/\/127\.0\.0\.1:9\/metrics cannot be read/);
});

test('judge asks a Prometheus over the canary’s life when PROMETHEUS_URL is set', async (t) => {
  const asked = [];
  const prometheus = http.createServer((req, res) => {
    const query = new URL(req.url, 'http://x').searchParams.get('query');
    asked.push(query);
    const canary = query.includes('version="1.1.0"');
    const value = query.startsWith('histogram_quantile')
      ? query.includes('"LCP"')
        ? '1900'
        : 'NaN'
      : query.includes('sohnne_page_views_total')
        ? '300'
        : query.includes('sohnne_mfe_errors_total') && canary
          ? '40'
          : '0';
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        status: 'success',
        data: { result: [{ value: [Date.now() / 1000, value] }] },
      }),
    );
  });
  await new Promise((resolve) => prometheus.listen(0, '127.0.0.1', resolve));
  t.after(() => prometheus.close());
  const judged = await runJudge(['content'], {
    SOHNNE_DEPLOY_DIR: deployFolder(true),
    PROMETHEUS_URL: `http://127.0.0.1:${prometheus.address().port}`,
  });
  assert.equal(judged.code, 3, judged.out);
  assert.match(judged.out, /^p75 LCP \(ms\)\s+1900\s+1900$/m);
  assert.match(judged.out, /^p75 INP \(ms\)\s+–\s+–$/m);
  assert.ok(
    asked.includes('sum(increase(sohnne_mfe_errors_total{mfe="content",version="1.1.0"}[60s]))'),
    asked.join('\n'),
  );
});
