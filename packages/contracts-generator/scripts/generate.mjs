// Writes openapi/<service>.json (what each built service publishes) and src/<service>.ts (its types).
// The services must be built first (services/<name>/dist).
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const {
  SERVICES,
  documentPath,
  typesPath,
  serializeDocument,
  fetchDocuments,
  generateTypes,
} = require('./openapi.cjs');

const services = process.argv.length > 2 ? process.argv.slice(2) : SERVICES;
const unknown = services.filter((service) => !SERVICES.includes(service));
if (unknown.length)
  throw new Error(`Unknown service(s): ${unknown.join(', ')} (one of ${SERVICES.join(', ')})`);

const documents = await fetchDocuments(services);
for (const service of services) {
  await writeFile(documentPath(service), serializeDocument(documents[service]));
  await writeFile(typesPath(service), generateTypes(service, documents[service]));
  console.log(`${service}: openapi/${service}.json, src/${service}.ts`);
}
