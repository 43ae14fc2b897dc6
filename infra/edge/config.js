'use strict';
// The configuration of the edge and of the page server, from the environment (README: Configuration).
const path = require('node:path');
const { serviceUrls } = require('./route-table');
const { publicOrigin } = require('./trusted-origin');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Third-party widgets by name: the variable with the provider's script, and its container's attributes. */
const PROVIDER_WIDGETS = {
  newsletter: {
    script: 'SOHNNE_NEWSLETTER_SCRIPT_URL',
    attributes: { 'data-list-id': 'SOHNNE_NEWSLETTER_LIST_ID' },
  },
  contact: {
    script: 'SOHNNE_CONTACT_SCRIPT_URL',
    attributes: { 'data-form-id': 'SOHNNE_CONTACT_FORM_ID' },
  },
  reviews: {
    script: 'SOHNNE_REVIEWS_SCRIPT_URL',
    attributes: {
      'data-api-key': 'SOHNNE_REVIEWS_KEY',
      'data-store-id': 'SOHNNE_REVIEWS_STORE_ID',
    },
  },
};

function providerWidgets(env) {
  const widgets = {};
  for (const [name, { script, attributes }] of Object.entries(PROVIDER_WIDGETS)) {
    if (!env[script]) continue;
    widgets[name] = {
      scriptUrl: new URL(env[script]).href,
      attributes: Object.fromEntries(
        Object.entries(attributes).flatMap(([attribute, variable]) =>
          env[variable] ? [[attribute, env[variable]]] : [],
        ),
      ),
    };
  }
  return widgets;
}

const commaList = (value = '') =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function config(env = process.env) {
  const port = Number(env.PORT || 8080);
  const pageServerPort = Number(env.PAGE_SERVER_PORT || 3006);
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    throw new Error(
      "PUBLIC_URL is required when NODE_ENV=production: the shop's public origin, e.g. https://shop.example.com",
    );
  }
  // Every absolute URL a page writes comes from here, never from a request's Host or forwarded headers.
  const publicUrl = publicOrigin(env.PUBLIC_URL || `http://localhost:${port}`);
  return {
    port,
    publicUrl,
    // Hosts besides PUBLIC_URL's the edge answers on (host[:port]); any other gets 421.
    allowedHosts: commaList(env.ALLOWED_HOSTS),
    // Proxies in front of the edge (an ingress) whose X-Forwarded-For entries it keeps; locally none.
    trustProxyHops: Number(env.TRUST_PROXY_HOPS || 0),
    // /metrics (and /health again) on their own port, off the shop's: loopback unless told otherwise.
    metricsPort: Number(env.EDGE_METRICS_PORT || 9464),
    metricsHost: env.EDGE_METRICS_HOST || '127.0.0.1',
    shellDir: env.SOHNNE_SHELL_DIR || path.join(REPO_ROOT, 'shell', 'dist'),
    shellServerDir: env.SOHNNE_SHELL_SERVER_DIR || path.join(REPO_ROOT, 'shell', 'dist-server'),
    deployDir: env.SOHNNE_DEPLOY_DIR || path.join(REPO_ROOT, '.deploy'),
    mediaDir: env.SOHNNE_MEDIA_DIR || path.join(REPO_ROOT, 'infra', 'seed', 'media'),
    services: serviceUrls(env),
    // HSTS only makes sense when the browser reaches the shop over https
    https: env.COOKIE_SECURE === 'true' || publicUrl.startsWith('https://'),
    maxBodyBytes: Number(env.SOHNNE_EDGE_MAX_BODY_BYTES || 1024 * 1024),
    // Memory for the public /api answers the edge keeps (0 turns the cache off).
    sharedCacheBytes: Number(env.SOHNNE_EDGE_CACHE_BYTES ?? 32 * 1024 * 1024),
    // Memory for the public pages the edge keeps for visitors without a session or cart (0: off).
    pageCacheBytes: Number(env.SOHNNE_PAGE_CACHE_BYTES ?? 64 * 1024 * 1024),
    // The page server the edge sends page requests to; empty: every page is the browser-rendered shell.
    pageServerUrl: env.PAGE_SERVER_URL ?? `http://127.0.0.1:${pageServerPort}`,
    // How long a page may take before the visitor gets the error page instead.
    pageServerTimeoutMs: Number(env.PAGE_SERVER_TIMEOUT_MS || 10000),
    // The page server's own ports (infra/edge/page-server.js): pages, and its /metrics and /health.
    pageServer: {
      port: pageServerPort,
      host: env.PAGE_SERVER_HOST || '127.0.0.1',
      metricsPort: Number(env.PAGE_SERVER_METRICS_PORT || 9465),
      metricsHost: env.PAGE_SERVER_METRICS_HOST || '127.0.0.1',
    },
    // The order-tracking app, framed by /track-my-order: the only origin pages may frame.
    trackingOrigin: env.TRACKING_URL ? new URL(env.TRACKING_URL).origin : undefined,
    widgets: {
      chat: env.SOHNNE_CHAT_SCRIPT_URL
        ? {
            scriptUrl: env.SOHNNE_CHAT_SCRIPT_URL,
            globalName: env.SOHNNE_CHAT_GLOBAL || 'SohnneChat',
          }
        : undefined,
      providers: providerWidgets(env),
    },
  };
}

module.exports = { config };
