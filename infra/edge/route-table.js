'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { z } = require('zod');

const ROUTES_FILE = path.join(__dirname, 'routes.json');

const serviceName = z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a service name in lower case');
const comment = z.string().optional();

/**
 * routes.json: the services with their URL variable and local default, the /api prefixes each owns and the
 * root files each answers. Read by the edge and by infra/k8s/generate.mjs.
 */
const routeTableSchema = z
  .object({
    $comment: comment,
    services: z.record(
      serviceName,
      z
        .object({
          env: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'expected an environment variable name'),
          default: z.string().url('expected an absolute URL'),
        })
        .strict(),
    ),
    api: z.record(
      z.string().regex(/^\/api(\/[\w.-]+)+$/, 'expected a prefix under /api, such as /api/cart'),
      serviceName,
    ),
    files: z
      .object({ $comment: comment })
      .catchall(serviceName)
      .superRefine((files, ctx) => {
        for (const file of Object.keys(files)) {
          if (file !== '$comment' && !/^\/[\w.-]+$/.test(file))
            ctx.addIssue({
              code: z.ZodIssueCode.custom,
              path: [file],
              message: 'expected a root file such as /robots.txt',
            });
        }
      })
      .optional(),
  })
  .strict()
  .superRefine((table, ctx) => {
    // Each prefix and file names a service the table lists, so none is routed to an unknown URL.
    const owners = [
      ...Object.entries(table.api).map(([key, owner]) => ['api', key, owner]),
      ...Object.entries(table.files ?? {})
        .filter(([key]) => key !== '$comment')
        .map(([key, owner]) => ['files', key, owner]),
    ];
    for (const [section, key, owner] of owners) {
      if (!Object.hasOwn(table.services, owner))
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [section, key],
          message: `names "${owner}", which is not in "services"`,
        });
    }
  });

/** A field's place in the file as JavaScript would write it: services.catalog.env, api["/api/cart"]. */
const fieldPath = (keys) =>
  keys.reduce(
    (at, key) =>
      /^[A-Za-z_$][\w$]*$/.test(key)
        ? at
          ? `${at}.${key}`
          : key
        : `${at}[${JSON.stringify(key)}]`,
    '',
  ) || '(the whole file)';

/** The route table in `file`, validated: a bad file stops the start with its path and the field. */
function loadRouteTable(file = ROUTES_FILE) {
  let json;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid route table ${file}: ${error.message}`);
  }
  const result = routeTableSchema.safeParse(json);
  if (!result.success) {
    // zod 4 reports a bad record key as one issue holding the key's own issues.
    const problems = result.error.issues.map((issue) =>
      issue.code === 'invalid_key'
        ? `${fieldPath(issue.path)}: ${issue.issues[0]?.message ?? issue.message}`
        : `${fieldPath(issue.path)}: ${issue.message}`,
    );
    throw new Error(`Invalid route table ${file}: ${problems.join('; ')}`);
  }
  return result.data;
}

const routes = loadRouteTable();

/** Service base URLs: each from its environment variable, else the local default. */
function serviceUrls(env = process.env) {
  return Object.fromEntries(
    Object.entries(routes.services).map(([name, { env: key, default: fallback }]) => [
      name,
      env[key] || fallback,
    ]),
  );
}

const prefixes = Object.keys(routes.api).sort((a, b) => b.length - a.length);

const files = Object.fromEntries(
  Object.entries(routes.files ?? {}).filter(([key]) => key.startsWith('/')),
);

/** The service owning a path: an exact root file, else the longest /api prefix on whole segments; undefined when none does. */
function serviceFor(pathname) {
  if (Object.hasOwn(files, pathname)) return files[pathname];
  const prefix = prefixes.find(
    (p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(`${p}?`),
  );
  return prefix ? routes.api[prefix] : undefined;
}

module.exports = { loadRouteTable, serviceFor, serviceUrls, routes, rootFiles: Object.keys(files) };
