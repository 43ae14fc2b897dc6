// Writes src/catalog-api.ts, the catalogue API's types, from the catalogue's committed contract
// (packages/contracts/openapi/catalog.json) with openapi-typescript, as @sohnne/contracts does for its own
// copy. With --check it writes nothing and fails when the committed file is not what it would write.
// The contract is read as a file: the services depend on this package, so it cannot depend on contracts
// (which boots the services to write that contract).
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const CONTRACT = new URL('../../contracts/openapi/catalog.json', import.meta.url);
const TYPES = new URL('../src/catalog-api.ts', import.meta.url);
const HEADER =
  '// Generated from packages/contracts/openapi/catalog.json by `npm run generate -w @sohnne/catalog-client`. Do not edit.\n\n';

const document = JSON.parse(await readFile(CONTRACT, 'utf8'));
const types = HEADER + astToString(await openapiTS(document));

if (process.argv.includes('--check')) {
  if ((await readFile(TYPES, 'utf8')) !== types) {
    console.error(
      'src/catalog-api.ts is not what openapi-typescript makes of packages/contracts/openapi/catalog.json.\n' +
        'Run `npm run generate -w @sohnne/catalog-client` and commit the result.',
    );
    process.exit(1);
  }
} else {
  await writeFile(TYPES, types);
  console.log('src/catalog-api.ts');
}
