'use strict';
// Pages: the edge sends page requests to the page server (shell/src/server/page-server.cjs, a process of its
// own) on kept-alive connections, streams their answers through (the head leaves before the page is
// rendered) and keeps the public ones once whole (page-cache.js). A page server that is down or slow gives
// the visitor the error page, for pages only: /api and static files never wait on it.
const http = require('node:http');
const path = require('node:path');

/**
 * Request headers the page server reads: the cookies, the edge's own request id and forwarded headers, and
 * for a form post its body's type and length and where the browser says it came from.
 */
const FORWARDED_REQUEST_HEADERS = [
  'cookie',
  'content-type',
  'content-length',
  'origin',
  'sec-fetch-site',
  'x-request-id',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'traceparent',
  'tracestate',
];
/** Headers of the page server's answer that belong to the hop between it and the edge (trailers included). */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'trailer'];

const ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Sohnne | Please try again</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>This page could not be shown right now</h1><p>Please try again in a moment.</p><p><a href="/">Go to the home page</a></p></body></html>`;

function sendErrorPage(res) {
  // Part of the page is on its way: cut it off rather than end it, so it is never taken for a whole page.
  if (res.headersSent) return res.destroy();
  return res
    .status(503)
    .set({ 'cache-control': 'no-store', 'retry-after': '5' })
    .type('html')
    .send(ERROR_PAGE);
}

/** The page handler (express): a kept page, else the page server's answer; the error page when it fails. */
function createPageHandler(cfg, pageCache, logger) {
  const indexFile = path.join(cfg.shellDir, 'index.html');
  if (!cfg.pageServerUrl) {
    // No page server: every page is the browser-rendered shell (bench/lighthouse.sh compares the two).
    return (_req, res) => {
      res.set('Cache-Control', 'no-cache');
      res.sendFile(indexFile, { dotfiles: 'allow' }, (err) => {
        if (err && !res.headersSent)
          res
            .status(503)
            .type('text')
            .send('The storefront has not been built yet: run npm start.');
      });
    };
  }
  const target = new URL(cfg.pageServerUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 1000 });

  return (req, res) => {
    const key = pageCache?.keyFor(req) ?? null;
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      sendErrorPage(res);
    };
    const headers = Object.fromEntries(
      FORWARDED_REQUEST_HEADERS.flatMap((name) =>
        req.headers[name] ? [[name, req.headers[name]]] : [],
      ),
    );
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.originalUrl,
        // A form post (its size checked by the edge, its type by the page server) goes on as a post.
        method: req.method === 'POST' ? 'POST' : 'GET',
        agent,
        headers,
        timeout: cfg.pageServerTimeoutMs,
      },
      (answer) => {
        const kept = { ...answer.headers };
        for (const name of HOP_HEADERS) delete kept[name];
        res.status(answer.statusCode).set(kept);
        // Streamed through as it comes (the head first), and kept whole for the cache when it may be kept.
        const keep = pageCache && key && answer.statusCode === 200 ? [] : null;
        answer.on('data', (chunk) => {
          keep?.push(chunk);
          // A slow visitor slows the page server's stream down rather than filling the edge's memory.
          if (!res.write(chunk)) {
            answer.pause();
            res.once('drain', () => answer.resume());
          }
          res.flush?.(); // through compression at once
        });
        answer.on('close', () => {
          if (!answer.complete) return fail();
          res.end();
          // The trailers say what only the end of the page knows (a region left to the browser).
          return (
            keep &&
            pageCache.offer(
              key,
              answer.statusCode,
              { ...kept, ...answer.trailers },
              Buffer.concat(keep),
            )
          );
        });
      },
    );
    upstream.on('timeout', () =>
      upstream.destroy(new Error(`no page within ${cfg.pageServerTimeoutMs} ms`)),
    );
    upstream.on('error', (error) => {
      logger.warn(
        // the path only: a page's query may hold a token (a reset link)
        { path: req.path.slice(0, 200), error: error.code ?? error.message },
        'page server unavailable: error page sent',
      );
      fail();
    });
    if (req.method === 'POST') req.pipe(upstream);
    else upstream.end();
  };
}

module.exports = { createPageHandler, ERROR_PAGE };
