'use strict';
const routes = require('./routes.json');

/** Service base URLs: each from its environment variable, else the local default. */
function serviceUrls(env = process.env) {
  return Object.fromEntries(
    Object.entries(routes.services).map(([name, { env: key, default: fallback }]) => [name, env[key] || fallback]),
  );
}

const prefixes = Object.keys(routes.api).sort((a, b) => b.length - a.length);

const files = Object.fromEntries(Object.entries(routes.files ?? {}).filter(([key]) => key.startsWith('/')));

/** The service owning a path: an exact root file, else the longest /api prefix on whole segments; undefined when none does. */
function serviceFor(pathname) {
  if (Object.hasOwn(files, pathname)) return files[pathname];
  const prefix = prefixes.find((p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(`${p}?`));
  return prefix ? routes.api[prefix] : undefined;
}

module.exports = { serviceFor, serviceUrls, routes, rootFiles: Object.keys(files) };
