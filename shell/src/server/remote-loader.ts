import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Loads a server remote's remoteEntry.js for the Module Federation runtime: a path inside the deploy folder
 * (the local default) or an http(s) URL (an object store), fetched with a timeout and a status check. The
 * SDK's own Node loader has neither and would evaluate an error page as code.
 */
export async function readServerEntry(
  entry: string,
  deployDir: string,
  timeoutMs: number,
): Promise<{ source: string; filename: string }> {
  if (/^https?:\/\//.test(entry)) {
    const response = await fetch(entry, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
    return { source: await response.text(), filename: entry };
  }
  const filename = path.resolve(deployDir, entry);
  if (!filename.startsWith(path.resolve(deployDir) + path.sep))
    throw new Error(`${entry} is outside the deploy folder`);
  return { source: await readFile(filename, 'utf8'), filename };
}

/** Evaluates a CommonJS remoteEntry.js (library type commonjs-module, exported under the remote's name) and returns its container. */
export function evaluateContainer(source: string, filename: string, name: string): unknown {
  const module = { exports: {} as unknown };
  const wrapper = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename },
  ) as (...args: unknown[]) => void;
  const localRequire = createRequire(
    filename.startsWith('http') ? path.join(process.cwd(), 'remote.js') : filename,
  );
  wrapper(module.exports, localRequire, module, filename, path.dirname(filename));
  const container = (module.exports as Record<string, unknown>)[name];
  if (!container || typeof (container as { init?: unknown }).init !== 'function')
    throw new Error(`${filename} does not export the container "${name}"`);
  return container;
}

export function serverEntryPlugin(
  deployDir: string,
  timeoutMs: number,
): ModuleFederationRuntimePlugin {
  return {
    name: 'sohnne-server-entry',
    loadEntry: async ({ remoteInfo }) => {
      const { source, filename } = await readServerEntry(remoteInfo.entry, deployDir, timeoutMs);
      return evaluateContainer(source, filename, remoteInfo.name) as never;
    },
  };
}
