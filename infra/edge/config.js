'use strict';
// The configuration of the edge and of the page server, from the environment (docs/operations.md, Configuration).
const path = require('node:path');
const { z } = require('zod');
const { routes, serviceUrls } = require('./route-table');

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

const commaList = (value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** An unset or empty variable (an env file's `PORT=`) takes the default; anything else must be what it says. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** A whole number within bounds, from its decimal text: `8o8o` or `-1` stops the start instead of becoming NaN. */
const wholeNumber = (fallback, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) =>
  optionalText.transform((text, ctx) => {
    if (text === undefined) return fallback;
    const value = Number(text);
    if (/^\d+$/.test(text) && value >= min && value <= max) return value;
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `expected a whole number from ${min} to ${max}, not "${text}"`,
    });
    return z.NEVER;
  });

const port = (fallback) => wholeNumber(fallback, { min: 1, max: 65535 });

/** Adds an issue unless `text` is an absolute http(s) URL. */
function requireHttpUrl(text, ctx) {
  let protocol = null;
  try {
    ({ protocol } = new URL(text));
  } catch {
    // not a URL at all: the issue below says what was expected
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `expected an absolute http(s) URL, not "${text}"`,
    });
}

/** An absolute http(s) URL, kept as written; undefined when unset. */
const httpUrl = optionalText.superRefine(
  (text, ctx) => text !== undefined && requireHttpUrl(text, ctx),
);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The variables the edge and the page server read, as the services' (packages/service-kit) are: with zod. */
const envSchema = z.object({
  NODE_ENV: optionalText,
  PORT: port(8080),
  PUBLIC_URL: httpUrl,
  ALLOWED_HOSTS: optionalText,
  TRUST_PROXY_HOPS: wholeNumber(0, { max: 10 }),
  PROXY_SOURCE_ADDRESS: optionalText,
  EDGE_METRICS_PORT: port(9464),
  EDGE_METRICS_HOST: optionalText,
  SOHNNE_SHELL_DIR: optionalText,
  SOHNNE_SHELL_SERVER_DIR: optionalText,
  SOHNNE_DEPLOY_DIR: optionalText,
  SOHNNE_MEDIA_DIR: optionalText,
  COOKIE_SECURE: optionalText.pipe(z.enum(['true', 'false']).default('false')),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).default('info')),
  SOHNNE_EDGE_MAX_BODY_BYTES: wholeNumber(1024 * 1024, { min: 1 }),
  SOHNNE_MAX_FORM_BYTES: wholeNumber(16 * 1024, { min: 1 }),
  SOHNNE_EDGE_CACHE_BYTES: wholeNumber(32 * 1024 * 1024),
  SOHNNE_PAGE_CACHE_BYTES: wholeNumber(64 * 1024 * 1024),
  SOHNNE_RUM_BEACONS_PER_MINUTE: wholeNumber(240, { min: 1 }),
  // Set but empty: no page server (every page is the browser-rendered shell), so not optionalText.
  PAGE_SERVER_URL: z
    .string()
    .optional()
    .superRefine((text, ctx) => !!text && requireHttpUrl(text, ctx)),
  PAGE_SERVER_PORT: port(3006),
  PAGE_SERVER_HOST: optionalText,
  PAGE_SERVER_TIMEOUT_MS: wholeNumber(10000, { min: 1 }),
  PAGE_SERVER_METRICS_PORT: port(9465),
  PAGE_SERVER_METRICS_HOST: optionalText,
  TRACKING_URL: httpUrl,
  SOHNNE_CHAT_SCRIPT_URL: httpUrl,
  SOHNNE_CHAT_GLOBAL: optionalText,
  // Each service's URL variable, as routes.json names it.
  ...Object.fromEntries(Object.values(routes.services).map(({ env }) => [env, httpUrl])),
  ...Object.fromEntries(Object.values(PROVIDER_WIDGETS).map(({ script }) => [script, httpUrl])),
});

/** The environment validated: one error naming every bad variable and what it expected, as the services say it. */
function parseEnv(env) {
  const result = envSchema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL)
    problems.push(
      "PUBLIC_URL: required when NODE_ENV=production (the shop's public origin, e.g. https://shop.example.com)",
    );
  if (problems.length) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return result.data;
}

/** The edge's own loopback address when every service is on loopback on Linux (a local run); else none. */
function localProxySource(urls) {
  const onLoopback = urls.every((url) =>
    ['127.0.0.1', 'localhost'].includes(new URL(url).hostname),
  );
  return process.platform === 'linux' && onLoopback ? '127.0.0.2' : undefined;
}

function config(rawEnv = process.env) {
  const env = parseEnv(rawEnv);
  // Every absolute URL a page writes comes from here, never from a request's Host or forwarded headers.
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin;
  return {
    port: env.PORT,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    // Hosts besides PUBLIC_URL's the edge answers on (host[:port]); any other gets 421.
    allowedHosts: commaList(env.ALLOWED_HOSTS ?? ''),
    // Proxies in front of the edge (an ingress) whose X-Forwarded-For entries it keeps; locally none.
    trustProxyHops: env.TRUST_PROXY_HOPS,
    // /metrics (and /health again) on their own port, off the shop's: loopback unless told otherwise.
    metricsPort: env.EDGE_METRICS_PORT,
    metricsHost: env.EDGE_METRICS_HOST ?? '127.0.0.1',
    shellDir: env.SOHNNE_SHELL_DIR ?? path.join(REPO_ROOT, 'shell', 'dist'),
    shellServerDir: env.SOHNNE_SHELL_SERVER_DIR ?? path.join(REPO_ROOT, 'shell', 'dist-server'),
    deployDir: env.SOHNNE_DEPLOY_DIR ?? path.join(REPO_ROOT, '.deploy'),
    mediaDir: env.SOHNNE_MEDIA_DIR ?? path.join(REPO_ROOT, 'infra', 'seed', 'media'),
    services: serviceUrls(env),
    // The address the edge calls the services from: the one their TRUSTED_PROXIES believe. Locally every
    // process shares loopback, so the edge takes a loopback address of its own (Linux routes all of
    // 127.0.0.0/8 to lo) and a shopper calling a service's port directly is not taken for the edge.
    proxySourceAddress:
      env.PROXY_SOURCE_ADDRESS ?? localProxySource(Object.values(serviceUrls(env))),
    // HSTS only makes sense when the browser reaches the shop over https
    https: env.COOKIE_SECURE === 'true' || publicUrl.startsWith('https://'),
    maxBodyBytes: env.SOHNNE_EDGE_MAX_BODY_BYTES,
    // A form posted to a page (its fields only: no form of the shop uploads files).
    maxFormBytes: env.SOHNNE_MAX_FORM_BYTES,
    // Memory for the public /api answers the edge keeps (0 turns the cache off).
    sharedCacheBytes: env.SOHNNE_EDGE_CACHE_BYTES,
    // Memory for the public pages the edge keeps for visitors without a session or cart (0: off).
    pageCacheBytes: env.SOHNNE_PAGE_CACHE_BYTES,
    // Beacons (POST /rum) one client address may send a minute, per edge: abuse protection, not a rule.
    rumBeaconsPerMinute: env.SOHNNE_RUM_BEACONS_PER_MINUTE,
    // The page server the edge sends page requests to; empty: every page is the browser-rendered shell.
    pageServerUrl: env.PAGE_SERVER_URL ?? `http://127.0.0.1:${env.PAGE_SERVER_PORT}`,
    // How long a page may take before the visitor gets the error page instead.
    pageServerTimeoutMs: env.PAGE_SERVER_TIMEOUT_MS,
    // The page server's own ports (shell/src/server/page-server.cjs): pages, and its /metrics and /health.
    pageServer: {
      port: env.PAGE_SERVER_PORT,
      host: env.PAGE_SERVER_HOST ?? '127.0.0.1',
      metricsPort: env.PAGE_SERVER_METRICS_PORT,
      metricsHost: env.PAGE_SERVER_METRICS_HOST ?? '127.0.0.1',
    },
    // The order-tracking app, framed by /track-my-order: the only origin pages may frame.
    trackingOrigin: env.TRACKING_URL ? new URL(env.TRACKING_URL).origin : undefined,
    widgets: {
      chat: env.SOHNNE_CHAT_SCRIPT_URL
        ? {
            scriptUrl: env.SOHNNE_CHAT_SCRIPT_URL,
            globalName: env.SOHNNE_CHAT_GLOBAL ?? 'SohnneChat',
          }
        : undefined,
      providers: providerWidgets(rawEnv),
    },
  };
}

module.exports = { config };
