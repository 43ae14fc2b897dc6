'use strict';
// The edge keeps the /api answers a service marks public, as a CDN in front of it would.
const { gzip } = require('node:zlib');
const fresh = require('fresh');
const CachePolicy = require('http-cache-semantics');
const { LRUCache } = require('lru-cache');
const Negotiator = require('negotiator');

const MAX_BODY_BYTES = 1024 * 1024;
/** Headers of the service's answer that belong to that one exchange, not to the kept answer. */
const EXCHANGE_HEADERS = [
  'x-request-id',
  'set-cookie',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
];

const requestOf = (req) => ({
  url: req.originalUrl ?? req.url,
  method: req.method,
  headers: req.headers,
});
/**
 * An answer's key: the host asked for (one the edge serves) and the URL. The other request headers an
 * answer may depend on are the edge's own forwarded headers (the same for every request) and those the
 * service names in Vary, which http-cache-semantics compares before a kept answer is used.
 */
const keyOf = (req) => `${req.headers.host} ${req.originalUrl ?? req.url}`;

/**
 * A shared (RFC 9111) cache of GET answers by host and URL. Only a 200 that says `public` (or `s-maxage`) with a
 * lifetime and sets no cookie is kept; http-cache-semantics decides freshness, Vary and the request's own
 * directives (a browser revalidating with `no-cache` goes to the service). Bounded by size (LRU). Each
 * answer is kept gzipped too, so a hit costs no compression.
 */
function createSharedCache({ maxBytes }) {
  const entries = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + 1024,
  });

  return {
    /**
     * Answers (node:http, no framework) when a fresh answer is kept for this request, adding the edge's own
     * headers; false otherwise.
     */
    answer(req, res, edgeHeaders) {
      const entry = req.method === 'GET' ? entries.get(keyOf(req)) : undefined;
      if (!entry || !entry.policy.satisfiesWithoutRevalidation(requestOf(req))) return false;
      const headers = {
        ...edgeHeaders(),
        ...entry.headers,
        age: String(Math.floor(entry.policy.age())),
      };
      if (fresh(req.headers, { etag: entry.headers.etag })) {
        res.writeHead(304, headers);
        res.end();
        return true;
      }
      const zipped =
        entry.gzipped !== null && new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip';
      const body = zipped ? entry.gzipped : entry.body;
      res.writeHead(200, {
        ...headers,
        'content-length': body.length,
        ...(zipped && { 'content-encoding': 'gzip' }),
      });
      res.end(body);
      return true;
    },

    /** Offers the service's answer to the cache, reading its body as it streams to the client. */
    offer(req, proxyRes) {
      if (
        req.method !== 'GET' ||
        proxyRes.statusCode !== 200 ||
        proxyRes.headers['set-cookie'] ||
        proxyRes.headers['content-encoding']
      )
        return;
      const cacheControl = proxyRes.headers['cache-control'] ?? '';
      if (!/\b(public|s-maxage)\b/.test(cacheControl)) return;
      const headers = { ...proxyRes.headers };
      for (const name of EXCHANGE_HEADERS) delete headers[name];
      const policy = new CachePolicy(requestOf(req), { status: 200, headers }, { shared: true });
      if (!policy.storable() || policy.timeToLive() <= 0) return;
      const chunks = [];
      let size = 0;
      proxyRes.on('data', (chunk) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      proxyRes.on('end', () => {
        if (size > MAX_BODY_BYTES || !proxyRes.complete) return;
        // The headers every hit repeats, worked out once; only Age changes per hit.
        const kept = policy.responseHeaders();
        delete kept.age;
        kept.vary = kept.vary ? `${kept.vary}, Accept-Encoding` : 'Accept-Encoding';
        const entry = { policy, headers: kept, body: Buffer.concat(chunks), gzipped: null };
        entries.set(keyOf(req), entry);
        gzip(entry.body, (error, gzipped) => {
          if (!error) entry.gzipped = gzipped;
        });
      });
    },
  };
}

module.exports = { createSharedCache };
