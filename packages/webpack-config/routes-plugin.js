'use strict';
// Publishes an MFE's route list with its browser build: dist/routes.json holds the serializable part of
// src/routes.ts (path, title, flags), which `npm run ship` puts in the manifest for the shell.
const path = require('node:path');
const Module = require('node:module');

/** Evaluates src/routes.ts in Node: own and workspace code bundled, packages required, pages never loaded. */
async function readRoutes(file, defines) {
  const esbuild = require('esbuild');
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    logLevel: 'silent',
    define: defines,
    plugins: [
      {
        name: 'routes-only',
        setup(build) {
          // Pages are loaded by import(): the route list only names them.
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'dynamic-import') return { path: args.path, external: true };
            if (
              args.path.startsWith('.') ||
              args.path.startsWith('/') ||
              args.path.startsWith('@sohnne/')
            )
              return undefined;
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const mod = new Module(file);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(path.dirname(file));
  mod._compile(result.outputFiles[0].text, file);
  const routes = mod.exports.routes;
  if (!Array.isArray(routes)) throw new Error(`${file} does not export a 'routes' array`);
  return routes.map(({ path: pattern, title, exactTitle, fallback, personal, action }) => ({
    path: pattern,
    title,
    ...(exactTitle ? { exactTitle } : {}),
    ...(fallback ? { fallback } : {}),
    ...(personal ? { personal } : {}),
    // the page takes form posts: the edge and the page server send them to its action
    ...(action ? { action } : {}),
  }));
}

class RoutesManifestPlugin {
  constructor({ routesFile, defines }) {
    this.routesFile = routesFile;
    this.defines = defines;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RoutesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'RoutesManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          compilation.fileDependencies.add(this.routesFile);
          try {
            const routes = await readRoutes(this.routesFile, this.defines);
            compilation.emitAsset(
              'routes.json',
              new RawSource(`${JSON.stringify(routes, null, 2)}\n`),
            );
          } catch (error) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`routes.json: ${error.message}`),
            );
          }
        },
      );
    });
  }
}

module.exports = { RoutesManifestPlugin, readRoutes };
