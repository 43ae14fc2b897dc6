import { execFileSync } from 'node:child_process';
import path from 'node:path';

it('src/catalog-api.ts is what openapi-typescript makes of the catalogue’s committed contract', () => {
  // The script exits non-zero (and execFileSync throws with its message) when the file has drifted.
  expect(() =>
    execFileSync(process.execPath, [path.join(__dirname, '../scripts/generate.mjs'), '--check'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }),
  ).not.toThrow();
});
