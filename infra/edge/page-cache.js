'use strict';
// The edge keeps server-rendered public pages for visitors without a session or cart, as a CDN would:
// a kept page is answered before express, at the speed of a static file.
const { createHash } = require('node:crypto');
const { readFile } = require('node:fs/promises');
const { gzip } = require('node:zlib');
const cookie = require('cookie');
const { LRUCache } = require('lru-cache');
const Negotiator = require('negotiator');

/** A visitor with one of these gets his own page (his session, his cart): never a kept one. */
// sohnne_flash: a form's one-time message for this visitor's next page.
const PERSONAL_COOKIES = ['sohnne_session', 'sohnne_cart', 'sohnne_flash'];
/** The cookies that change a visitor's page without making it personal: part of the key. */
const KEY_COOKIES = ['sohnne_currency', 'sohnne_a11y', 'sohnne_coupon'];
/** Headers of the page server's answer that belong to that one exchange, not to the kept page. */
const EXCHANGE_HEADERS = [
  'x-request-id',
  'server-timing',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
];

/** The live versions as the page server names them (`catalog@1.2.0 content@…`); null while a canary runs. */
function liveVersions(manifest) {
  const mfes = Object.entries(manifest?.mfes ?? {});
  if (mfes.some(([, entry]) => entry?.canary)) return null;
  return mfes.map(([name, entry]) => `${name}@${entry.version}`).join(' ');
}

/**
 * The manifest as last read, re-read every `ttlMs` on a clock, not on the requests (a kept page is answered
 * without waiting on the disk): a digest of its text (any release changes it) and the live versions.
 */
function createManifestWatch(manifestFile, ttlMs) {
  let manifest = { digest: '', versions: null };
  let reading = null;
  const refresh = () => {
    reading ??= readFile(manifestFile, 'utf8')
      .then(
        (text) =>
          (manifest = {
            digest: createHash('sha1').update(text).digest('base64'),
            versions: liveVersions(JSON.parse(text)),
          }),
      )
      .catch(() => (manifest = { digest: '', versions: null }))
      .finally(() => (reading = null));
    return reading;
  };
  setInterval(refresh, ttlMs).unref();
  return { refresh, current: () => manifest };
}

/**
 * The key of a page request under the manifest as read: { id, versions } (the versions its kept page must
 * have been rendered for), or null (not a GET, a personal visitor, a canary running).
 */
function pageKey(req, { digest, versions }) {
  if (req.method !== 'GET') return null;
  const cookies = cookie.parse(req.headers.cookie ?? '');
  if (versions === null || PERSONAL_COOKIES.some((name) => cookies[name])) return null;
  return {
    id: [digest, req.url, ...KEY_COOKIES.map((name) => cookies[name] ?? '')].join('\n'),
    versions,
  };
}

/** How long a page server's answer may be kept, in seconds: its `s-maxage` when it is public, else null. */
function keepableSeconds(status, headers) {
  if (
    status !== 200 ||
    headers['set-cookie'] ||
    headers['x-sohnne-region-fallback'] ||
    headers['content-encoding']
  )
    return null;
  const cacheControl = String(headers['cache-control'] ?? '');
  const maxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (!maxAge || !/\bpublic\b/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl))
    return null;
  return Number(maxAge[1]);
}

/** The headers a kept page is answered with: the page server's, less those of its one exchange. */
function keptHeaders(headers) {
  const kept = { ...headers };
  for (const name of EXCHANGE_HEADERS) delete kept[name];
  kept.vary = 'Cookie, Accept-Encoding';
  return kept;
}

/** Sends a kept page (node:http), gzipped when the browser takes it, with the edge's headers and its age. */
function sendKept(req, res, entry, age, edgeHeaders) {
  const zipped =
    entry.gzipped !== null && new Negotiator(req).encoding(['gzip', 'identity']) === 'gzip';
  const body = zipped ? entry.gzipped : entry.body;
  res.writeHead(200, {
    ...edgeHeaders(),
    ...entry.headers,
    age: String(age),
    'content-length': body.length,
    ...(zipped && { 'content-encoding': 'gzip' }),
  });
  res.end(body);
}

/**
 * Pages by everything that changes their HTML: path and query, the key cookies, and the manifest (re-read
 * every `manifestTtlMs`: a ship, promote or rollback changes its digest in the key, so the pages kept
 * for the old versions are never answered again). Only a 200 the page server marks public
 * (`s-maxage`), rendered for the versions in the key, with no cookie set and no region left to the
 * browser, is kept, for its `s-maxage`. Bounded by size (LRU), each page kept gzipped too.
 */
function createPageCache({ maxBytes, manifestFile, manifestTtlMs = 1000 }) {
  const entries = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + (entry.gzipped?.length ?? 0) + 1024,
  });
  const manifest = createManifestWatch(manifestFile, manifestTtlMs);

  return {
    /** Reads the manifest now (the cache keeps nothing until it has been read once). */
    ready: manifest.refresh,

    /** The key of a page request a kept page may answer, or null (see pageKey). */
    keyFor: (req) => pageKey(req, manifest.current()),

    /**
     * Answers (node:http) with the page kept under `key`, adding the edge's own headers: 'hit'; else
     * 'bypass' (no key: a personal visitor, a canary), 'stale' (kept too long) or 'miss', nothing sent.
     */
    answer(req, res, key, edgeHeaders) {
      if (!key) return 'bypass';
      const entry = entries.get(key.id);
      if (!entry) return 'miss';
      const age = Math.floor((Date.now() - entry.storedAt) / 1000);
      if (age >= entry.maxAgeSeconds) {
        entries.delete(key.id);
        return 'stale';
      }
      sendKept(req, res, entry, age, edgeHeaders);
      return 'hit';
    },

    /** Offers the page server's answer for `key`; kept only when it is a public page of the key's versions. */
    offer(key, status, headers, body) {
      if (!key) return;
      const maxAgeSeconds = keepableSeconds(status, headers);
      if (maxAgeSeconds === null || headers['x-sohnne-versions'] !== key.versions) return;
      const entry = {
        headers: keptHeaders(headers),
        body,
        gzipped: null,
        storedAt: Date.now(),
        maxAgeSeconds,
      };
      gzip(body, (error, gzipped) => {
        if (error) return;
        entry.gzipped = gzipped;
        entries.set(key.id, entry);
      });
    },
  };
}

module.exports = { createPageCache, liveVersions };
