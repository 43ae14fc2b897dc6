'use strict';
// Shared by scripts/generate.mjs and test/drift.test.ts: boots each built service on a throwaway embedded
// database, reads the OpenAPI document it publishes, and turns a document into TypeScript the same way.
const { execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const path = require('node:path');

const SERVICES = ['catalog', 'content', 'account', 'commerce'];
/** The package the documents and types are written into. */
const ROOT = path.resolve(__dirname, '..', '..', 'contracts');

const documentPath = (service) => path.join(ROOT, 'openapi', `${service}.json`);
const typesPath = (service) => path.join(ROOT, 'src', `${service}.ts`);

/** Objects with their keys sorted (recursively), so the committed JSON diffs cleanly. */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]),
    );
  }
  return value;
}

const serializeDocument = (document) => `${JSON.stringify(sortKeys(document), null, 2)}\n`;

/** Sets env vars for the duration of `fn` and puts the previous values back afterwards. */
async function withEnv(vars, fn) {
  const previous = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * The OpenAPI documents of `services` as each one serves them at /docs/openapi.json, read from the built
 * services (services/<name>/dist) started one after another on one throwaway FerretDB.
 */
async function fetchDocuments(services = SERVICES) {
  const { startFerretDb } = require('@sohnne/embedded-db');
  const { createServiceApp } = require('@sohnne/service-kit');
  const db = await startFerretDb({ quiet: true });
  const documents = {};
  try {
    for (const service of services) {
      const pkg = `@sohnne/${service}-service`;
      const env = {
        MONGODB_URI: db.uri,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'silent',
        // The document's info.version: what `npm start` in the service's workspace reports.
        npm_package_version: require(`${pkg}/package.json`).version,
      };
      documents[service] = await withEnv(env, async () => {
        const { AppModule } = require(`${pkg}/dist/app.module.js`);
        const app = await createServiceApp(AppModule, { logs: false });
        try {
          await app.listen(0, '127.0.0.1');
          const { port } = app.getHttpServer().address();
          const response = await fetch(`http://127.0.0.1:${port}/docs/openapi.json`);
          if (!response.ok)
            throw new Error(`${service}: GET /docs/openapi.json answered ${response.status}`);
          return response.json();
        } finally {
          await app.close();
        }
      });
    }
  } finally {
    await db.stop();
  }
  return documents;
}

const HEADER = (service) =>
  `// Generated from openapi/${service}.json by \`npm run generate -w @sohnne/contracts-generator\`. Do not edit.\n\n`;

/**
 * The TypeScript module openapi-typescript makes from a document. It runs in a plain Node child process:
 * openapi-typescript requires ES-module-only packages, which jest's module loader cannot load.
 */
function generateTypes(service, document) {
  const types = execFileSync(process.execPath, [module.filename, '--types'], {
    input: JSON.stringify(sortKeys(document)),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return HEADER(service) + types;
}

async function printTypes() {
  const { default: openapiTS, astToString } = require('openapi-typescript');
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const ast = await openapiTS(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  process.stdout.write(astToString(ast));
}

if (require.main === module && process.argv[2] === '--types') {
  printTypes().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = {
  SERVICES,
  documentPath,
  typesPath,
  serializeDocument,
  fetchDocuments,
  generateTypes,
};
