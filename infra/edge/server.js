'use strict';
// The edge: the storefront's one origin. Serves the shell, the versioned MFE assets and the MFE
// manifest, and forwards /api/... to the owning service by longest prefix (routes.json).

// Tracing first (when OTEL_EXPORTER_OTLP_ENDPOINT is set), so it wraps http and express as they load.
const { startTelemetry } = require('@sohnne/telemetry');
if (require.main === module) startTelemetry({ serviceName: 'edge' });

const http = require('node:http');
const path = require('node:path');
const express = require('express');
const compression = require('compression');
const { createProxyMiddleware } = require('http-proxy-middleware');
const promClient = require('prom-client');
const { config } = require('./config');
const { rootFiles, serviceFor } = require('./route-table');
const { createSharedCache } = require('./shared-cache');
const { createPageCache } = require('./page-cache');
const { createPageHandler } = require('./pages');
const { createOriginGuard } = require('./trusted-origin');
const { createLogger, requestIdOf, withRequestId } = require('./log');
const { createRumHandlers, createRumMetrics } = require('./rum');
const { createTrafficMetrics, markKept, markPage, notePageCache } = require('./traffic');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const MAX_URL_LENGTH = 8 * 1024;

// Dot-paths (/.env, /.git/config, /.data/...) and source maps are never published, whatever is on disk.
function isHidden(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return (
    decoded.split(/[\\/]/).some((segment) => segment.startsWith('.')) ||
    /\.map$/i.test(decoded) ||
    decoded.includes('\0')
  );
}

function sendError(req, res, status, message) {
  if (res.headersSent) return res.end();
  res.status(status).set('Cache-Control', 'no-store');
  if (req.originalUrl.startsWith('/api/') || req.originalUrl === '/api')
    return res.json({ statusCode: status, message });
  return res.type('text').send(message);
}

/** The security headers of an answer for a path: a page gets the CSP, an API answer only the basics. */
function securityHeaders(cfg) {
  // The configured third parties' origins: their scripts load, call home and may frame their forms.
  const providers = [
    ...new Set(
      Object.values(cfg.widgets.providers ?? {}).map((widget) => new URL(widget.scriptUrl).origin),
    ),
  ]
    .map((origin) => ` ${origin}`)
    .join('');
  // The tracking frame may ask /track-my-order to load its widget scripts, from its own origin only.
  const extraScript =
    (cfg.widgets.chat ? ` ${new URL(cfg.widgets.chat.scriptUrl).origin}` : '') +
    (cfg.trackingOrigin ? ` ${cfg.trackingOrigin}` : '') +
    providers;
  const csp = [
    "default-src 'self'",
    `script-src 'self'${extraScript}`,
    // styled-components injects <style> elements at run time
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${providers}`,
    `frame-src ${[cfg.trackingOrigin, ...providers.split(' ').filter(Boolean)].filter(Boolean).join(' ') || "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  const api = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  const page = { ...api, 'content-security-policy': csp };
  return (pathname) => (pathname.startsWith('/api/') ? api : page);
}

/** The edge's Prometheus registry: process metrics, what it serves, and what browsers report per MFE version. */
function createEdgeMetrics() {
  const registry = new promClient.Registry();
  promClient.collectDefaultMetrics({ register: registry });
  return {
    registry,
    countRequest: createTrafficMetrics(promClient, registry),
    rum: createRumMetrics(promClient, registry),
  };
}

/** GET /health on the ops port: up when every service answers its own /health. */
function healthHandler(cfg) {
  return async (_req, res) => {
    const checks = await Promise.all(
      Object.entries(cfg.services).map(async ([name, url]) => {
        try {
          const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
          return [name, response.ok ? 'up' : 'down'];
        } catch {
          return [name, 'down'];
        }
      }),
    );
    const services = Object.fromEntries(checks);
    const ok = Object.values(services).every((s) => s === 'up');
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ok ? 'ok' : 'degraded', services });
  };
}

/** The ops port (EDGE_METRICS_PORT): /metrics and /health for the scraper and the probes, never routed to shoppers. */
function createOpsApp(cfg, metrics) {
  const ops = express();
  ops.disable('x-powered-by');
  ops.get('/metrics', async (_req, res) => {
    res
      .set('Content-Type', metrics.registry.contentType)
      .set('Cache-Control', 'no-store')
      .send(await metrics.registry.metrics());
  });
  ops.get('/health', healthHandler(cfg));
  ops.use((_req, res) => res.status(404).type('text').send('Not found'));
  return ops;
}

/**
 * The edge's request handler: the origin guard first (a host it does not serve is refused; forwarded
 * headers become the edge's own), then the shared cache (a kept public /api answer goes out before
 * express, whose routing costs several times the answer itself), then the express app. `listen` as
 * express's own; `ops` is the handler for the ops port; `ready` a promise of the page cache's first read;
 * `logger` the edge's pino logger.
 */
function createEdge(cfg = config(), logger = createLogger('edge', { level: cfg.logLevel })) {
  const headersFor = securityHeaders(cfg);
  const admit = createOriginGuard(cfg);
  const sharedCache =
    cfg.sharedCacheBytes > 0 ? createSharedCache({ maxBytes: cfg.sharedCacheBytes }) : null;
  const pageCache =
    cfg.pageCacheBytes > 0 && cfg.pageServerUrl
      ? createPageCache({
          maxBytes: cfg.pageCacheBytes,
          manifestFile: path.join(cfg.deployDir, 'mfe-manifest.json'),
        })
      : null;
  const metrics = createEdgeMetrics();
  const rum = createRumHandlers({
    metrics: metrics.rum,
    manifestFile: path.join(cfg.deployDir, 'mfe-manifest.json'),
    beaconsPerMinute: cfg.rumBeaconsPerMinute,
    // the first address the origin guard kept in X-Forwarded-For: the client a trusted proxy saw, or the peer
    clientOf: (req) => String(req.headers['x-forwarded-for'] ?? '').split(', ')[0],
  });
  // Resolves once the page cache and the beacons have read the manifest (until then neither keeps anything).
  const ready = Promise.all([pageCache?.ready(), rum.ready()]);
  const app = createEdgeApp(cfg, headersFor, sharedCache, pageCache, rum, logger);
  const edgeHeaders = (req) => () => ({ ...headersFor(req.url), 'x-request-id': requestIdOf(req) });
  const handler = (req, res) => {
    metrics.countRequest(req, res);
    if (!admit(req, res)) return;
    if (sharedCache?.answer(req, res, edgeHeaders(req))) return markKept(req);
    if (pageCache && mayBePage(req.url)) {
      const kept = pageCache.answer(req, res, pageCache.keyFor(req), edgeHeaders(req));
      notePageCache(req, kept);
      if (kept === 'hit') return undefined;
    }
    // One id for the request from here on: sent to the services and the page server, and on every log line.
    const id = requestIdOf(req);
    req.headers['x-request-id'] = id;
    withRequestId(id, () => app(req, res));
  };
  return Object.assign(handler, {
    ops: createOpsApp(cfg, metrics),
    ready,
    logger,
    listen: (...args) => http.createServer(handler).listen(...args),
  });
}

/** Whether a path may be a page (not an API call, an MFE asset or a media file). */
const mayBePage = (url) =>
  !url.startsWith('/api/') && !url.startsWith('/mfe/') && !url.startsWith('/media/');

/** Refuses before routing what the edge never serves: over-long URLs, hidden paths, over-large bodies. */
function refuseOutOfBounds(cfg) {
  return (req, res, next) => {
    if (req.originalUrl.length > MAX_URL_LENGTH) return sendError(req, res, 414, 'URI too long');
    if (isHidden(req.path)) return sendError(req, res, 404, 'Not found');
    const length = Number(req.get('content-length') || 0);
    if (length > cfg.maxBodyBytes) return sendError(req, res, 413, 'Request body too large');
    return next();
  };
}

/** Sets the request id and the path's security headers on every answer express gives. */
function setEdgeHeaders(headersFor) {
  return (req, res, next) => {
    res.setHeader('x-request-id', req.headers['x-request-id']);
    for (const [name, value] of Object.entries(headersFor(req.path))) res.setHeader(name, value);
    next();
  };
}

/**
 * The proxy to the services: the owning service by longest prefix, on kept-alive connections; a public
 * answer offered to the shared cache; a service that does not answer gives the shopper a 503 naming it.
 */
function createServiceProxy(cfg, sharedCache, logger) {
  const upstreamAgent = new http.Agent({
    keepAlive: true,
    maxSockets: 256,
    keepAliveMsecs: 1000,
    localAddress: cfg.proxySourceAddress,
  });
  return createProxyMiddleware({
    router: (req) => cfg.services[serviceFor(req.path)],
    target: cfg.services.catalog, // replaced per request by `router`
    changeOrigin: false,
    // one pool of kept-alive connections per service instead of a new connection per call
    agent: upstreamAgent,
    // the origin guard has already set the forwarded headers: the edge's own, never a client's
    xfwd: false,
    proxyTimeout: 15000,
    on: {
      proxyRes: (proxyRes, req) => {
        if (!cfg.https) delete proxyRes.headers['strict-transport-security'];
        sharedCache?.offer(req, proxyRes);
      },
      error: (err, req, res) => {
        const service = serviceFor(req.url.split('?')[0]);
        logger.warn({ service, code: err.code }, 'upstream unreachable');
        if (res.headersSent) return res.end();
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            statusCode: 503,
            message: `The ${service} service is unavailable right now. Please try again.`,
          }),
        );
      },
    },
  });
}

/** /api/... to the owning service (404 when none owns the path), and the root files a service answers. */
function routeToServices(app, proxy) {
  app.use('/api', (req, res, next) => {
    const fullPath = req.originalUrl.split('?')[0];
    if (!serviceFor(fullPath))
      return res.status(404).json({ statusCode: 404, message: `No service owns ${fullPath}` });
    req.url = req.originalUrl; // keep the /api prefix: services own full paths
    return proxy(req, res, next);
  });
  // Root files a service answers (the sitemap, robots.txt): same proxy, same 503 when the service is down.
  for (const file of rootFiles) app.get(file, (req, res, next) => proxy(req, res, next));
}

/**
 * The files the edge serves itself: the MFE manifest, the MFEs' versioned builds (immutable), the seed
 * images, the runtime configuration and the shell's browser build.
 */
function serveFiles(app, cfg) {
  app.get('/mfe-manifest.json', (_req, res) => {
    res.set('Cache-Control', NO_CACHE);
    res.sendFile(path.join(cfg.deployDir, 'mfe-manifest.json'), { dotfiles: 'allow' }, (err) => {
      if (err && !res.headersSent) res.status(404).json({ mfes: {} });
    });
  });
  app.use(
    '/mfe',
    express.static(path.join(cfg.deployDir, 'mfe'), {
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
    }),
  );
  app.use('/media', (req, res, next) =>
    /\.(svg|webp|png|jpe?g|pdf|webm)$/.test(req.path)
      ? next()
      : res.status(404).type('text').send('Not found'),
  );
  app.use('/media', express.static(cfg.mediaDir, { maxAge: '1d', fallthrough: false }));

  app.get('/runtime-config.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', NO_CACHE);
    res.send(
      `window.__SOHNNE_CONFIG__ = ${JSON.stringify({ publicUrl: cfg.publicUrl, chat: cfg.widgets.chat, widgets: cfg.widgets.providers })};\n`,
    );
  });

  // Shell: hashed chunks are immutable; the entry file and index.html are revalidated on every load.
  app.use(
    express.static(cfg.shellDir, {
      index: false,
      setHeaders: (res, file) => {
        const hashed =
          /\.[0-9a-f]{8}\.(js|css|woff2?)$/.test(file) ||
          file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : NO_CACHE);
      },
    }),
  );
}

/** Every other path is a page, rendered by the page server (the 404 page for unknown paths). */
function routeToPages(app, cfg, pageCache, logger) {
  const pages = createPageHandler(cfg, pageCache, logger);
  app.get('/{*path}', (req, res, next) => {
    markPage(req);
    pages(req, res, next);
  });
  // A form posted to a page, before or without its scripts: the page server runs the page's action (or
  // answers the shop's own 405 page). Form fields only, and at most SOHNNE_MAX_FORM_BYTES of them.
  app.post('/{*path}', (req, res, next) => {
    if (Number(req.get('content-length') || 0) > cfg.maxFormBytes)
      return sendError(req, res, 413, 'This form is larger than the shop takes');
    markPage(req);
    return pages(req, res, next);
  });
}

/**
 * Anything that failed on the way (bad escapes, missing files, traversal attempts) answers a short
 * message; the detail goes to the log, never to the client.
 */
function answerFailure(logger) {
  return (err, req, res, _next) => {
    const status = Number(err.status || err.statusCode) || 500;
    logger[status >= 500 ? 'error' : 'info'](
      { status, path: req.path.slice(0, 200), error: String(err.message).slice(0, 500) },
      'request failed',
    );
    if (status === 404 || status === 403) return sendError(req, res, 404, 'Not found');
    if (status >= 400 && status < 500) return sendError(req, res, status, 'Bad request');
    return sendError(req, res, 500, 'Something went wrong');
  };
}

/**
 * The express app behind the origin guard and the caches, in the order a request meets it: bounds and
 * headers, the shop's liveness, the beacons, the services, the edge's own files, then pages.
 */
function createEdgeApp(cfg, headersFor, sharedCache, pageCache, rum, logger) {
  const app = express();
  app.disable('x-powered-by');
  app.use(refuseOutOfBounds(cfg));
  app.use(setEdgeHeaders(headersFor));
  app.use(compression());

  // The shop's own liveness only: which services answer is the ops port's to say, not a shopper's.
  app.get('/health', (_req, res) => res.set('Cache-Control', 'no-store').json({ status: 'ok' }));

  // What browsers report (shell/src/vitals): vitals, page views and MFE errors per MFE version, counted
  // on the ops port's /metrics; the load and mount failures the shell has always reported.
  app.post('/rum', rum.rum);
  app.post('/telemetry/mfe-error', rum.mfeError);

  routeToServices(app, createServiceProxy(cfg, sharedCache, logger));
  serveFiles(app, cfg);
  routeToPages(app, cfg, pageCache, logger);
  app.use(answerFailure(logger));
  return app;
}

if (require.main === module) {
  const cfg = config();
  const edge = createEdge(cfg);
  const server = http.createServer({ maxHeaderSize: 16 * 1024 }, edge).listen(cfg.port, () => {
    edge.logger.info(
      { services: cfg.services },
      `edge listening on http://localhost:${cfg.port} for ${cfg.publicUrl}`,
    );
    process.send?.({ type: 'ready', port: cfg.port }); // the process that started it learns without polling
  });
  const ops = http.createServer(edge.ops).listen(cfg.metricsPort, cfg.metricsHost, () => {
    edge.logger.info(`edge metrics at http://${cfg.metricsHost}:${cfg.metricsPort}/metrics`);
  });
  const stop = () => {
    ops.close();
    server.close(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by `npm start` (IPC channel): when that process dies, however it dies, the edge stops too.
  if (process.send) process.once('disconnect', stop);
}

module.exports = { createEdge, config };
