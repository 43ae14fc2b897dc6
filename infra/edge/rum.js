'use strict';
// Real-user figures: the beacons browsers send (POST /rum, shell/src/vitals) become, on the ops port,
// Core Web Vitals histograms, page views and MFE errors per MFE version — what `npm run judge` compares.
// A beacon is small, names only an MFE, a version the manifest knows, numbers and error kinds: nothing
// about the visitor. A bad one gets a 4xx and a short message, never a 5xx.
const { readFile } = require('node:fs/promises');
const { LRUCache } = require('lru-cache');
const { z } = require('zod');

/** How an MFE failed: load and mount (single-spa), render (its error boundary), uncaught and rejection (its scripts). */
const ERROR_KINDS = ['load', 'mount', 'render', 'uncaught', 'rejection'];
/** LCP, INP and TTFB in milliseconds, CLS unitless: one bucket set around each metric's good/poor thresholds. */
const VITAL_BUCKETS = [
  0.01, 0.05, 0.1, 0.15, 0.25, 0.4, 1, 50, 100, 200, 300, 500, 800, 1200, 1800, 2500, 3000, 4000,
  6000, 10000, 20000,
];
const MAX_BEACON_BYTES = 2048;

const mfeName = z.string().regex(/^[a-z][a-z0-9-]{0,29}$/);
const version = z.string().regex(/^[0-9A-Za-z.-]{1,60}$/);
const millis = z.number().finite().min(0).max(600_000);
const beaconSchema = z.strictObject({
  // The page's owning MFE and the version of it this visitor runs.
  page: z.strictObject({ mfe: mfeName, version }).optional(),
  view: z.literal(true).optional(),
  vitals: z
    .strictObject({
      LCP: millis.optional(),
      INP: millis.optional(),
      TTFB: millis.optional(),
      CLS: z.number().finite().min(0).max(100).optional(),
    })
    .optional(),
  errors: z
    .array(z.strictObject({ mfe: mfeName, version, kind: z.enum(ERROR_KINDS) }))
    .max(10)
    .optional(),
});
/** The shell's load and mount failures (/telemetry/mfe-error), as it has sent them before kinds. */
const failureSchema = z.strictObject({
  mfe: mfeName,
  version,
  kind: z.enum(['load', 'mount']).default('load'),
});

/** The MFE versions a browser may run: each MFE's live, canary and earlier versions, re-read from the manifest. */
function createKnownVersions(manifestFile, ttlMs = 1000) {
  let known = new Map();
  const refresh = () =>
    readFile(manifestFile, 'utf8')
      .then((text) => {
        const { mfes = {}, history = {} } = JSON.parse(text);
        known = new Map(
          Object.entries(mfes).map(([name, entry]) => [
            name,
            new Set([entry?.version, entry?.canary?.version, ...(history[name] ?? [])]),
          ]),
        );
      })
      .catch(() => {
        /* no manifest yet, or being replaced: keep what was read */
      });
  setInterval(refresh, ttlMs).unref();
  return { ready: refresh, has: (mfe, v) => known.get(mfe)?.has(v) ?? false };
}

/**
 * A token bucket per client address, in this edge's memory: abuse protection, best effort per edge
 * instance. N edges let at most N times the rate through, which is still a bounded flood; sharing the
 * count across replicas would cost a database write per beacon for no business rule.
 */
function createRateLimit({ perMinute, maxClients = 50_000 }) {
  const buckets = new LRUCache({ max: maxClients, ttl: 60_000 });
  return (client) => {
    const now = Date.now();
    const bucket = buckets.get(client) ?? { tokens: perMinute, at: now };
    bucket.tokens = Math.min(perMinute, bucket.tokens + ((now - bucket.at) / 60_000) * perMinute);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    buckets.set(client, bucket);
    return allowed;
  };
}

/** The browser figures' metrics on the edge's registry. */
function createRumMetrics(promClient, registry) {
  return {
    vitals: new promClient.Histogram({
      name: 'sohnne_web_vitals',
      help: 'Core Web Vitals real browsers measured, by the page owning MFE and its version (LCP, INP, TTFB in ms; CLS unitless)',
      labelNames: ['mfe', 'version', 'metric'],
      buckets: VITAL_BUCKETS,
      registers: [registry],
    }),
    views: new promClient.Counter({
      name: 'sohnne_page_views_total',
      help: 'Page views real browsers reported, by the page owning MFE and its version',
      labelNames: ['mfe', 'version'],
      registers: [registry],
    }),
    errors: new promClient.Counter({
      name: 'sohnne_mfe_errors_total',
      help: 'Errors of an MFE in browsers, by MFE, version and kind (load, mount, render, uncaught, rejection)',
      labelNames: ['mfe', 'version', 'kind'],
      registers: [registry],
    }),
  };
}

/** Reads a request body up to `limit` bytes: the text, or null when it is longer. */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The handlers (express) of POST /rum and POST /telemetry/mfe-error. `clientOf(req)`: the address the
 * rate limit counts by.
 */
function createRumHandlers({ metrics, manifestFile, beaconsPerMinute = 240, clientOf }) {
  const known = createKnownVersions(manifestFile);
  const allow = createRateLimit({ perMinute: beaconsPerMinute });
  const refuse = (res, status, message) =>
    res.status(status).set('Cache-Control', 'no-store').type('text').send(message);

  /** Reads and checks a beacon: { beacon } or { refused: [status, message] }. */
  const accept = async (req, schema) => {
    if (Number(req.get('content-length') || 0) > MAX_BEACON_BYTES)
      return { refused: [413, 'Beacon too large'] };
    if (!allow(clientOf(req))) return { refused: [429, 'Too many beacons'] };
    const text = await readBody(req, MAX_BEACON_BYTES);
    if (text === null) return { refused: [413, 'Beacon too large'] };
    let parsed;
    try {
      parsed = schema.safeParse(JSON.parse(text));
    } catch {
      return { refused: [400, 'Expected a JSON beacon'] };
    }
    if (!parsed.success) return { refused: [400, 'Not a beacon this edge knows'] };
    return { beacon: parsed.data };
  };
  const unknownVersion = ({ mfe, version: v }) => !known.has(mfe, v);

  const rum = async (req, res, next) => {
    try {
      const { beacon, refused } = await accept(req, beaconSchema);
      if (refused) return refuse(res, ...refused);
      const { page, view, vitals = {}, errors = [] } = beacon;
      if ((page && unknownVersion(page)) || errors.some(unknownVersion))
        return refuse(res, 400, 'Unknown MFE or version');
      if ((view || Object.keys(vitals).length) && !page)
        return refuse(res, 400, 'Views and vitals need the page');
      if (view) metrics.views.inc(page);
      for (const [metric, value] of Object.entries(vitals))
        metrics.vitals.observe({ ...page, metric }, value);
      for (const { kind, ...owner } of errors) metrics.errors.inc({ ...owner, kind });
      return res.status(204).end();
    } catch (error) {
      return next(error);
    }
  };

  const mfeError = async (req, res, next) => {
    try {
      const { beacon: failure, refused } = await accept(req, failureSchema);
      if (refused) return refuse(res, ...refused);
      if (unknownVersion(failure)) return refuse(res, 400, 'Unknown MFE or version');
      metrics.errors.inc(failure);
      return res.status(204).end();
    } catch (error) {
      return next(error);
    }
  };

  return { rum, mfeError, ready: known.ready };
}

module.exports = { createRumHandlers, createRumMetrics, createRateLimit, MAX_BEACON_BYTES };
