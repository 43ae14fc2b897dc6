// The order-tracking app: one HTML page and its script, and a server-side proxy to the commerce
// service's POST /api/transactions/track (so the commerce service needs no CORS). Plain Node http.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MAX_BODY = 4096;

export function settings(env = process.env) {
  return {
    port: Number(env.TRACKING_PORT || 3005),
    commerceUrl: (env.COMMERCE_URL || 'http://127.0.0.1:3004').replace(/\/$/, ''),
    /** The storefront that frames this page: the only frame ancestor and the only postMessage target. */
    storefrontOrigin: new URL(env.STOREFRONT_URL || 'http://localhost:8080').origin,
  };
}

const FILES = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/tracking.js': { file: 'tracking.js', type: 'text/javascript; charset=utf-8' },
};

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(body);
}

async function readBody(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw Object.assign(new Error('Request too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Asks the commerce service: a GET gives the signed CSRF cookie, echoed on the POST like a browser would. */
async function track(config, body, clientIp) {
  const probe = await fetch(`${config.commerceUrl}/api/checkout/settings`);
  const cookie = (probe.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).find((pair) => pair.startsWith('sohnne_csrf='));
  if (!cookie) throw Object.assign(new Error('Order tracking is unavailable'), { status: 503 });
  const token = decodeURIComponent(cookie.slice('sohnne_csrf='.length));
  const response = await fetch(`${config.commerceUrl}/api/transactions/track`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': token, 'x-forwarded-for': clientIp },
    body: JSON.stringify({ invoice_id: body.invoice_id, email: body.email }),
  });
  return { status: response.status, text: await response.text() };
}

export function createServer(config = settings()) {
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    `frame-ancestors ${config.storefrontOrigin}`,
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://tracking');
    try {
      if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, '{"status":"ok"}', { 'Content-Type': 'application/json' });
      if (req.method === 'POST' && url.pathname === '/track') {
        if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return send(res, 415, '{"message":"JSON expected"}', { 'Content-Type': 'application/json' });
        let body;
        try {
          body = JSON.parse(await readBody(req));
        } catch (error) {
          if (error.status) throw error;
          return send(res, 400, '{"message":"Invalid request"}', { 'Content-Type': 'application/json' });
        }
        const result = await track(config, body ?? {}, req.socket.remoteAddress ?? '');
        return send(res, result.status, result.text, { 'Content-Type': 'application/json' });
      }
      const entry = req.method === 'GET' ? FILES[url.pathname] : undefined;
      if (!entry) return send(res, 404, 'Not found', { 'Content-Type': 'text/plain' });
      let text = await readFile(path.join(HERE, 'public', entry.file), 'utf8');
      if (entry.file === 'index.html') text = text.replace('__STOREFRONT_ORIGIN__', config.storefrontOrigin);
      return send(res, 200, text, { 'Content-Type': entry.type, 'Content-Security-Policy': csp });
    } catch (error) {
      const status = error.status ?? 502;
      return send(res, status, JSON.stringify({ message: status === 413 ? 'Request too large' : 'Order tracking is unavailable. Please try again.' }), { 'Content-Type': 'application/json' });
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = settings();
  const server = createServer(config).listen(config.port, () => console.log(`tracking app on :${config.port}, framed by ${config.storefrontOrigin}`));
  // A container's stop: finish the requests in flight, then exit (as PID 1, nothing else would end it).
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
}
