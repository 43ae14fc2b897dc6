import { readFileSync } from 'node:fs';
import {
  SERVICES,
  documentPath,
  fetchDocuments,
  generateTypes,
  serializeDocument,
  typesPath,
  type OpenApiDocument,
  type Service,
} from '../scripts/openapi.cjs';

const FIX =
  'Run `npm run generate -w @sohnne/contracts-generator` (after building the services) and commit the result.';

/** JSON paths where two parsed documents differ, so the failure says what changed. */
function differences(expected: unknown, actual: unknown, at = '$'): string[] {
  if (JSON.stringify(expected) === JSON.stringify(actual)) return [];
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null;
  if (
    !isObject(expected) ||
    !isObject(actual) ||
    Array.isArray(expected) !== Array.isArray(actual)
  ) {
    const show = (value: unknown) => (value === undefined ? '(absent)' : JSON.stringify(value));
    return [`${at}: committed ${show(expected)}, service ${show(actual)}`];
  }
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...keys].flatMap((key) => differences(expected[key], actual[key], `${at}.${key}`));
}

let live: Record<Service, OpenApiDocument>;

beforeAll(async () => {
  live = await fetchDocuments();
});

describe.each(SERVICES)('%s service contract', (service) => {
  const committedJson = () => readFileSync(documentPath(service), 'utf8');

  it(`openapi/${service}.json is what the built service publishes`, () => {
    const actual = serializeDocument(live[service]);
    const committed = committedJson();
    if (actual !== committed) {
      const changed = differences(JSON.parse(committed), JSON.parse(actual));
      throw new Error(
        `The ${service} service's OpenAPI document drifted from openapi/${service}.json:\n  ` +
          (changed.length ? changed.slice(0, 20).join('\n  ') : '(formatting only)') +
          `\n${FIX}`,
      );
    }
  });

  it(`src/${service}.ts is generated from openapi/${service}.json`, () => {
    const expected = generateTypes(service, JSON.parse(committedJson()));
    if (readFileSync(typesPath(service), 'utf8') !== expected) {
      throw new Error(
        `src/${service}.ts is not what openapi-typescript generates from openapi/${service}.json.\n${FIX}`,
      );
    }
  });
});
