// The order-tracking app: one HTML page and its script, and a server-side proxy to the commerce
// service's POST /api/transactions/track (so the commerce service needs no CORS). Plain Node http.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
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
    /** Proxies in front of this app (the Ingress in the cluster) whose X-Forwarded-For is believed. */
    trustProxyHops: Number(env.TRUST_PROXY_HOPS || 0),
    /**
     * The address this app calls commerce from: the services believe X-Forwarded-For only from their
     * TRUSTED_PROXIES (default 127.0.0.2). As the edge's rule: PROXY_SOURCE_ADDRESS when set (empty: none),
     * else 127.0.0.2 when commerce is on this machine's loopback on Linux (all of 127/8 is local there),
     * else none (the cluster lists the app's own address in TRUSTED_PROXIES).
     */
    proxySourceAddress: proxySourceAddress(env),
  };
}

function proxySourceAddress(env) {
  if (env.PROXY_SOURCE_ADDRESS !== undefined) return env.PROXY_SOURCE_ADDRESS || undefined;
  const { hostname } = new URL(env.COMMERCE_URL || 'http://127.0.0.1:3004');
  const onLoopback = ['127.0.0.1', 'localhost'].includes(hostname);
  return process.platform === 'linux' && onLoopback ? '127.0.0.2' : undefined;
}

const FILES = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/tracking.js': { file: 'tracking.js', type: 'text/javascript; charset=utf-8' },
};
/** Commerce's answers a shopper may see as they are; any other means the lookup itself failed. */
const PASSED_ON = new Set([200, 400, 404, 429]);
const COMMERCE_TIMEOUT_MS = 5000;

const UNAVAILABLE = 'Order tracking is unavailable. Please try again.';

const failure = (status, message) => Object.assign(new Error(message), { status });
const unavailable = () => failure(503, UNAVAILABLE);

function send(res, status, body, headers = {}) {
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

const sendJson = (res, status, value) =>
  send(res, status, JSON.stringify(value), { 'Content-Type': 'application/json' });

async function readBody(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw failure(413, 'Request too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The shopper's address, for commerce's per-client rate limit: the peer, or as many X-Forwarded-For entries
 * back as there are trusted proxies in front (as Express's `trust proxy` reads it); a client's own entries
 * further left are not believed.
 */
export function clientAddress(req, trustProxyHops) {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, req.socket.remoteAddress ?? ''];
  return chain[Math.max(0, chain.length - 1 - trustProxyHops)];
}

/**
 * One call to commerce from `localAddress` (when given): global fetch cannot bind a source address without
 * undici as a dependency, node:http can. Answers the status, the cookies set and the body's text.
 */
function call(url, { method = 'GET', headers = {}, body, localAddress }) {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      { method, headers, localAddress, timeout: COMMERCE_TIMEOUT_MS },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookie: res.headers['set-cookie'] ?? [],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${target.pathname} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Calls commerce as a client of its own CSRF protocol, not as an exception to it. The kit's CsrfTokens
 * accepts a state-changing call only with the `sohnne_csrf` cookie echoed in `x-csrf-token`, the token
 * bound to the caller's visitor (or session) cookie, and a same-site Origin when one is sent. So this app
 * keeps its own identity: every cookie commerce set on a GET, replayed together (today the visitor id and
 * the token bound to it), reused across lookups and renewed once when refused (a rotated secret, an
 * expired visitor). Commerce then needs no bypass, which a browser could reach through the edge too.
 * The shopper's own cookies are never forwarded (the lookup needs no session), and no Origin is sent:
 * this is a server, not a browser acting for someone.
 */
export function commerceClient(commerceUrl, localAddress) {
  let credentials;

  async function obtain() {
    const response = await call(`${commerceUrl}/api/checkout/settings`, { localAddress });
    const cookies = response.setCookie.map((line) => line.split(';')[0]);
    const csrf = cookies.find((pair) => pair.startsWith('sohnne_csrf='));
    if (response.status < 200 || response.status >= 300 || !csrf) throw unavailable();
    return {
      cookie: cookies.join('; '),
      token: decodeURIComponent(csrf.slice('sohnne_csrf='.length)),
    };
  }

  return async function post(pathname, body, clientIp) {
    for (let attempt = 1; ; attempt++) {
      credentials ??= obtain().catch((error) => {
        credentials = undefined;
        throw error;
      });
      const { cookie, token } = await credentials;
      const response = await call(`${commerceUrl}${pathname}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie,
          'x-csrf-token': token,
          'x-forwarded-for': clientIp,
        },
        body: JSON.stringify(body),
        localAddress,
      });
      if (response.status === 403 && attempt === 1) {
        credentials = undefined;
        continue;
      }
      if (!PASSED_ON.has(response.status)) throw unavailable();
      return { status: response.status, text: response.text };
    }
  };
}

/** Only the two fields commerce validates go on; any other JSON value (an array, a string) asks for nothing. */
function lookup(body) {
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { invoice_id: fields.invoice_id, email: fields.email };
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
  const post = commerceClient(config.commerceUrl, config.proxySourceAddress);
  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://tracking');
    try {
      if (req.method === 'GET' && url.pathname === '/health')
        return sendJson(res, 200, { status: 'ok' });
      if (req.method === 'POST' && url.pathname === '/track') {
        if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
          return sendJson(res, 415, { message: 'JSON expected' });
        let body;
        try {
          body = JSON.parse(await readBody(req));
        } catch (error) {
          if (error.status) throw error;
          return sendJson(res, 400, { message: 'Invalid request' });
        }
        const result = await post(
          '/api/transactions/track',
          lookup(body),
          clientAddress(req, config.trustProxyHops),
        );
        return send(res, result.status, result.text, { 'Content-Type': 'application/json' });
      }
      const entry = req.method === 'GET' ? FILES[url.pathname] : undefined;
      if (!entry) return send(res, 404, 'Not found', { 'Content-Type': 'text/plain' });
      let text = await readFile(path.join(HERE, 'public', entry.file), 'utf8');
      if (entry.file === 'index.html')
        text = text.replace('__STOREFRONT_ORIGIN__', config.storefrontOrigin);
      return send(res, 200, text, { 'Content-Type': entry.type, 'Content-Security-Policy': csp });
    } catch (error) {
      // Ours (too large, unavailable) say what happened; anything else (commerce unreachable or slow) is ours to own.
      return sendJson(res, error.status ?? 503, {
        message: error.status ? error.message : UNAVAILABLE,
      });
    }
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = settings();
  const server = createServer(config).listen(config.port, () =>
    console.log(`tracking app on :${server.address().port}, framed by ${config.storefrontOrigin}`),
  );
  // A container's stop: finish the requests in flight, then exit (as PID 1, nothing else would end it).
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.once(signal, () => server.close(() => process.exit(0)));
}
