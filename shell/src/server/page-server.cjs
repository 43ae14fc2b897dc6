'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, so that tracing wraps http before it loads */
// The page server: the shell server build (shell/dist-server) in a process of its own. For a page request
// it composes the layout with the owning MFE's server remote named by the live manifest into one HTML
// page, streamed: the head as soon as the page's own data has decided its status, the rest once rendered.
// Only the edge calls it (page requests, on kept-alive connections). Without a shell server build, or if it
// fails before the head is sent, it sends the browser-rendered shell: never a 500 for a page.

// Tracing first (when OTEL_EXPORTER_OTLP_ENDPOINT is set), so it wraps http as it loads.
const { startTelemetry } = require('@sohnne/telemetry');
if (require.main === module) startTelemetry({ serviceName: 'pages' });

const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const promClient = require('prom-client');
// Configured and run with the edge (same image, same environment): its configuration, route table and logger.
const { config } = require('../../../infra/edge/config');
const { serviceFor } = require('../../../infra/edge/route-table');
const { createLogger, requestIdOf, withRequestId } = require('../../../infra/edge/log');
const { ERROR_PAGE } = require('../../../infra/edge/pages');
const { version: SHELL_VERSION } = require('../../package.json');

/** A page the shell answers itself (a path no MFE owns, or the browser-rendered shell) is counted as the shell's. */
const SHELL = { mfe: 'shell', version: SHELL_VERSION };

/** How a rendered page ended: ok, fallback (the browser renders the region or the whole page), error (5xx). */
function outcomeOf(status, fellBack) {
  if (status >= 500) return 'error';
  return fellBack ? 'fallback' : 'ok';
}

/** The shell server's renderer, loaded once (again after a failed load); null without a shell server build. */
function rendererLoader(cfg, logger) {
  const serverFile = cfg.shellServerDir ? path.join(cfg.shellServerDir, 'server.js') : null;
  const apiUrl = (apiPath) => {
    const service = serviceFor(apiPath.split('?')[0]);
    if (!service) throw new Error(`No service owns ${apiPath}`);
    return `${cfg.services[service]}${apiPath}`;
  };
  let renderer = null;
  return () => {
    renderer ??= (async () => {
      if (!serverFile || !fs.existsSync(serverFile)) return null;
      const { createPageRenderer } = require(serverFile);
      return createPageRenderer({
        deployDir: cfg.deployDir,
        template: fs.readFileSync(path.join(cfg.shellDir, 'index.html'), 'utf8'),
        apiUrl,
        publicUrl: cfg.publicUrl,
        chatConfigured: !!cfg.widgets.chat,
        providerWidgets: cfg.widgets.providers,
        // The shell server's lines go to this process's log, with the request's id.
        log: ({ level = 'info', msg, ...fields }) => logger[level](fields, msg),
      });
    })().catch((error) => {
      renderer = null;
      throw error;
    });
    return renderer;
  };
}

/**
 * A streamed page: its head is sent as soon as the renderer has it, the rest as it is rendered, then the
 * trailers the headers declared. A page that fails half-way is cut off (the socket destroyed), so that
 * nothing downstream takes it for a complete page.
 */
function sendStream(req, res, page, done) {
  res.writeHead(page.status, page.headers);
  if (req.method === 'HEAD') {
    page.body.destroy();
    res.end();
    return done();
  }
  page.body.on('data', (chunk) => {
    // A slow reader pauses the render stream instead of piling its chunks up in memory.
    if (!res.write(chunk)) {
      page.body.pause();
      res.once('drain', () => page.body.resume());
    }
  });
  page.body.on('end', () => {
    res.addTrailers(page.trailers?.() ?? {});
    res.end();
    done();
  });
  page.body.on('error', (error) => {
    res.destroy(error);
    done(error);
  });
  // The visitor went away: stop rendering for him.
  res.on('close', () => page.body.destroy());
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * A form posted to a page: its fields (application/x-www-form-urlencoded, at most `limit` bytes) and where the
 * browser says it came from. Anything else is answered here (415, 413) and gives false; nothing is logged of it.
 */
async function readFormPost(req, res, limit) {
  const refuse = (status, message) => {
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(message);
    req.resume();
    return false;
  };
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    return refuse(415, 'Forms are sent as application/x-www-form-urlencoded');
  if (Number(req.headers['content-length'] ?? 0) > limit)
    return refuse(413, 'This form is larger than the shop takes');
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) return refuse(413, 'This form is larger than the shop takes');
    chunks.push(chunk);
  }
  return {
    form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    origin: req.headers.origin,
    fetchSite: req.headers['sec-fetch-site'],
  };
}

/** A request's path without its query, as the logs keep it: a page's query may hold a token (a reset link). */
const pathOf = (url) => String(url).split('?')[0];

/** The page server's handler (pages, and /health), its ops handler (/metrics, /health) and its pino logger. */
/** The page server's metrics: render durations by status, and renders by owning MFE, version and outcome. */
function pageMetrics() {
  const registry = new promClient.Registry();
  promClient.collectDefaultMetrics({ register: registry });
  const renders = new promClient.Histogram({
    name: 'sohnne_page_render_duration_seconds',
    help: 'Server rendering of one page, by status (fallback: the browser-rendered shell was sent)',
    labelNames: ['status'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const rendered = new promClient.Counter({
    name: 'sohnne_page_renders_total',
    help: 'Pages rendered, by owning MFE (shell: no MFE owns the path, or the browser-rendered shell was sent), its version and outcome: ok, fallback (rendered in the browser instead), error (5xx, or cut off after the head)',
    labelNames: ['mfe', 'version', 'outcome'],
    registers: [registry],
  });
  return {
    registry,
    startTimer: () => renders.startTimer(),
    count: (owner, outcome) => rendered.inc({ ...(owner ?? SHELL), outcome }),
  };
}

/** Sends a rendered page (a redirect's string or the streamed document) and counts it once it has ended. */
function sendPage(req, res, page, { stopTimer, count, logger }) {
  if (typeof page.body === 'string') {
    res.writeHead(page.status, { ...page.headers, 'content-length': Buffer.byteLength(page.body) });
    res.end(req.method === 'HEAD' ? undefined : page.body);
    stopTimer({ status: page.status });
    count(page.owner, outcomeOf(page.status, false));
    return;
  }
  sendStream(req, res, page, (error) => {
    if (error) {
      logger.error(
        { path: pathOf(req.url), error: String(error?.stack ?? error) },
        'page failed after its head was sent: answer cut off',
      );
    }
    stopTimer({ status: error ? 'failed' : page.status });
    const fellBack =
      !!page.headers['x-sohnne-region-fallback'] || !!page.trailers?.()['x-sohnne-region-fallback'];
    count(page.owner, error ? 'error' : outcomeOf(page.status, fellBack));
  });
}

/**
 * Without the shell server: the browser-rendered shell for a read (it renders the page itself), the shop's
 * error page for a form (no action can run; a form is never echoed).
 */
function sendBrowserShell(req, res, { post, indexFile, count }) {
  if (post) {
    count(SHELL, 'error');
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    return res.end(ERROR_PAGE);
  }
  return fs.readFile(indexFile, (error, body) => {
    count(SHELL, error ? 'error' : 'fallback');
    if (error) {
      res.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
      return res.end('The storefront has not been built yet: run npm start.');
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-length': body.length,
    });
    return res.end(req.method === 'HEAD' ? undefined : body);
  });
}

function createPageServer(
  cfg = config(),
  logger = createLogger('page-server', { level: cfg.logLevel }),
) {
  const loadRenderer = rendererLoader(cfg, logger);
  const indexFile = path.join(cfg.shellDir, 'index.html');
  const { registry, startTimer, count } = pageMetrics();

  const health = async (_req, res) => {
    try {
      const renderer = await loadRenderer();
      sendJson(res, 200, { status: 'ok', rendering: renderer ? 'server' : 'browser' });
    } catch {
      sendJson(res, 503, { status: 'down', rendering: 'failed to load the shell server' });
    }
  };

  const renderPage = async (req, res) => {
    if (req.url === '/health') return health(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, HEAD, POST', 'content-type': 'text/plain' });
      return res.end('Pages are read with GET and forms sent with POST');
    }
    const post = req.method === 'POST' ? await readFormPost(req, res, cfg.maxFormBytes) : null;
    if (post === false) return undefined;
    const stopTimer = startTimer();
    try {
      const renderer = await loadRenderer();
      if (renderer) {
        const page = await renderer.render({
          url: req.url,
          cookie: req.headers.cookie,
          ...(post && { post }),
        });
        return sendPage(req, res, page, { stopTimer, count, logger });
      }
    } catch (error) {
      logger.error(
        { path: pathOf(req.url), error: String(error?.stack ?? error) },
        'shell server failed: sending the browser-rendered shell',
      );
    }
    stopTimer({ status: 'fallback' });
    return sendBrowserShell(req, res, { post, indexFile, count });
  };

  const handler = (req, res) =>
    // The edge's request id (any sane one; else a new one) on every line logged for this page.
    withRequestId(requestIdOf(req), () => renderPage(req, res));

  const ops = async (req, res) => {
    if (req.url === '/health') return health(req, res);
    if (req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
    return res.end(await registry.metrics());
  };
  // Loaded at start, so the first visitor does not wait for it and /health tells the truth at once.
  loadRenderer().catch((error) =>
    logger.error({ error: String(error?.stack ?? error) }, 'shell server failed to load'),
  );
  return { handler, ops, logger };
}

if (require.main === module) {
  const cfg = config();
  const { pageServer } = cfg;
  const { handler, ops, logger } = createPageServer(cfg);
  const server = http.createServer(handler);
  // Longer than the edge keeps an idle pooled connection, so the edge never writes into a closing one.
  server.keepAliveTimeout = 65_000;
  server.listen(pageServer.port, pageServer.host, () =>
    logger.info(
      `page server listening on http://${pageServer.host}:${pageServer.port} for ${cfg.publicUrl}`,
    ),
  );
  const opsServer = http.createServer(ops).listen(pageServer.metricsPort, pageServer.metricsHost);
  const stop = () => {
    opsServer.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by `npm start` (IPC channel): when that process dies, however it dies, the page server stops too.
  if (process.send) process.once('disconnect', stop);
  // Restarted by hand into a running stack: it stops with the stack's process (SOHNNE_STACK_PID).
  const stackPid = Number(process.env.SOHNNE_STACK_PID);
  if (stackPid) {
    setInterval(() => {
      try {
        process.kill(stackPid, 0);
      } catch {
        stop();
      }
    }, 1000).unref();
  }
}

module.exports = { createPageServer };
