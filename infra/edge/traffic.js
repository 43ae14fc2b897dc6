'use strict';
// What the edge serves, on its ops port: requests by class, status and kept-answer result, and their
// latency — the front door's rate, errors, latency and keep ratio beside the services' own.
const { rootFiles } = require('./route-table');

/** The class of a request the page handler or the page cache did not mark as a page. */
function classOf(url) {
  const pathname = url.split('?')[0];
  if (pathname.startsWith('/api/') || rootFiles.includes(pathname)) return 'api';
  if (pathname.startsWith('/mfe/') || pathname === '/mfe-manifest.json') return 'mfe';
  if (pathname === '/rum' || pathname.startsWith('/telemetry/')) return 'beacon';
  if (pathname === '/health') return 'health';
  return 'static';
}

const PAGE = Symbol('page');
const CACHE = Symbol('page cache');
const KEPT = Symbol('kept answer');

/** Notes what the page cache said of a request that may be a page (hit, miss, bypass, stale). */
function notePageCache(req, result) {
  req[CACHE] = result;
}

/** Marks a request as a page: the page handler answers it (or the page cache did). */
function markPage(req) {
  req[PAGE] = true;
}

/** Marks a request answered from a kept copy (the shared /api cache). */
function markKept(req) {
  req[KEPT] = true;
}

function createTrafficMetrics(promClient, registry) {
  const labelNames = ['class', 'status', 'cache'];
  const requests = new promClient.Counter({
    name: 'sohnne_edge_requests_total',
    help: 'Requests the edge answered, by class (page, api, mfe, static, beacon, health), status and kept-answer result (hit, miss, bypass, stale; none when nothing may be kept)',
    labelNames,
    registers: [registry],
  });
  const duration = new promClient.Histogram({
    name: 'sohnne_edge_request_duration_seconds',
    help: 'Time from a request reaching the edge to its answer ending, by class, status and kept-answer result',
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  /** Counts `req` when its answer ends (or the client goes away). */
  return (req, res) => {
    const started = process.hrtime.bigint();
    const { url } = req; // express rewrites req.url inside mounted routers
    res.once('close', () => {
      const page = req[PAGE] || req[CACHE] === 'hit';
      const labels = {
        class: page ? 'page' : classOf(url),
        status: String(res.statusCode),
        cache: page ? (req[CACHE] ?? 'bypass') : req[KEPT] ? 'hit' : 'none',
      };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  };
}

module.exports = { createTrafficMetrics, markKept, markPage, notePageCache };
