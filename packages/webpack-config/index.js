'use strict';
// One webpack + Module Federation configuration for the shell and every MFE, so that the shared
// singletons, loaders and output conventions cannot drift between teams.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { RoutesManifestPlugin } = require('./routes-plugin');

/**
 * The singletons every container shares; sub-path imports need their own keys. react-router is not one:
 * only its path matcher is used (by @sohnne/platform), bundled tree-shaken.
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['styled-components', 'styled-components'],
  ['single-spa-react', 'single-spa-react'],
  ['single-spa-react/parcel', 'single-spa-react'],
  // Redux Toolkit, RTK Query and react-redux, through the one module that re-exports what the MFEs use.
  ['@sohnne/platform/src/redux', '@sohnne/platform'],
];
/** On the server the region is rendered with the host's react-dom/server; react-dom/client is never loaded. */
const SERVER_SINGLETONS = [
  ...SINGLETONS.filter(([key]) => key !== 'react-dom/client'),
  ['react-dom/server', 'react-dom'],
];

/**
 * The shared singletons of a container, from its package.json. In browsers the runtime is given no range
 * (`requiredVersion: false`): with strictVersion off its check could only print a warning, and it parsed
 * every range with its semver code on every page load, ~30 ms of a phone's main thread before hydration.
 * Versions agree because every container is built from the one package-lock.json; the server builds keep
 * the ranges (checked once per process).
 */
function sharedSingletons(pkg, list = SINGLETONS, { browser = true } = {}) {
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const [key, owner] of list) {
    if (!deps[owner]) continue;
    shared[key] = {
      singleton: true,
      requiredVersion: browser ? false : deps[owner],
      strictVersion: false,
    };
  }
  return shared;
}

/**
 * esbuild compiles TypeScript; babel-plugin-styled-components then names every styled component after its
 * file (per build namespace), so the server's and the browser's class names match and hydration agrees.
 */
function scriptRule(namespace, production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: [
      {
        loader: require.resolve('babel-loader'),
        options: {
          babelrc: false,
          configFile: false,
          cacheDirectory: true,
          plugins: [
            [
              require.resolve('babel-plugin-styled-components'),
              { ssr: true, namespace, displayName: !production, fileName: false, pure: true },
            ],
          ],
        },
      },
      {
        loader: require.resolve('esbuild-loader'),
        options: { target: 'es2020', jsx: 'automatic' },
      },
    ],
  };
}

function baseConfig({ dirname, mode, publicPath, namespace }) {
  const production = mode === 'production';
  return {
    mode,
    context: dirname,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath,
      // With Module Federation the entry file name stays fixed; every other chunk is content-hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        scriptRule(namespace, production),
        // CSS from packages (Swiper's) comes in as a string for styled-components' createGlobalStyle:
        // no style-loader runtime in any bundle.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(woff2?|svg|png|webp)$/, type: 'asset/resource' },
      ],
    },
    // SOHNNE_REACT_DEV=1: production builds with React's development build inside, to check hydration
    // warnings (see docs/testing.md).
    optimization: process.env.SOHNNE_REACT_DEV === '1' ? { nodeEnv: 'development' } : {},
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

/**
 * A Node build of the same source (the MFE's server remote, or the shell server): one chunk, so a version
 * rendering during a swap never fetches another version's chunk by a relative path.
 */
function nodeConfig({ dirname, mode, namespace, publicPath = '' }) {
  const config = baseConfig({ dirname, mode, publicPath, namespace });
  config.target = 'async-node';
  config.devtool = false;
  config.externalsPresets = { node: true };
  config.output = {
    ...config.output,
    path: path.join(dirname, 'dist-server'),
    chunkFilename: '[name].js',
  };
  // Assets are the browser build's: the server only needs their names.
  config.module.rules = config.module.rules.map((rule) =>
    rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule,
  );
  // createRequire() is called at run time (the shell server evaluates remote entries), not resolved at build time.
  config.module.parser = { javascript: { createRequire: false } };
  return config;
}

/**
 * An MFE, built twice from one source:
 * - the browser remote (dist/): single-spa lifecycles (./app) and fragments, plus dist/routes.json, the
 *   route list the manifest carries; publicPath 'auto' lets it be served from any versioned path;
 * - the server remote (dist-server/, Node): ./server renders a page's region with its data.
 * `webpack serve` (running the MFE alone) builds the browser remote only.
 */
function createMfeConfig({ dirname, name, exposes, port }) {
  return (_env, argv = {}) => {
    const pkg = require(path.join(dirname, 'package.json'));
    const mode = argv.mode || 'production';
    const version = process.env.MFE_VERSION || pkg.version;
    const defines = {
      __MFE_VERSION__: JSON.stringify(version),
      __MFE_NAME__: JSON.stringify(name),
    };

    const browser = baseConfig({ dirname, mode, publicPath: 'auto', namespace: name });
    browser.name = 'browser';
    browser.output.uniqueName = `sohnne_${name}`;
    browser.plugins = [
      new webpack.DefinePlugin(defines),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(pkg),
        dts: false,
        manifest: true,
        // In production the shell provides the federation runtime once for every remote (~19 KB gzip
        // less per remoteEntry); running alone in development, the MFE carries its own.
        experiments: {
          optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
          ...(mode === 'production' ? { externalRuntime: true } : {}),
        },
      }),
      new RoutesManifestPlugin({ routesFile: path.join(dirname, 'src', 'routes.ts'), defines }),
    ];
    // Running alone: every page path answers a bare HTML page whose main.js mounts the MFE with a
    // development platform; the API and images come through the edge.
    const standalonePage = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Sohnne ${name} (standalone)</title></head><body><script src="/main.js"></script></body></html>`;
    browser.devServer = {
      port,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: false,
      proxy: [{ context: ['/api', '/media'], target: 'http://localhost:8080' }],
      setupMiddlewares: (middlewares) => [
        ...middlewares,
        {
          name: 'standalone-page',
          middleware: (req, res, next) =>
            req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')
              ? res.type('html').send(standalonePage)
              : next(),
        },
      ],
    };
    if (process.env.WEBPACK_SERVE) return browser;

    const server = nodeConfig({ dirname, mode, namespace: name });
    server.name = 'server';
    server.entry = {};
    server.output.uniqueName = `sohnne_${name}_server`;
    server.output.library = { type: 'commonjs-module' };
    server.plugins = [
      new webpack.DefinePlugin(defines),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        exposes: { './server': './src/server.tsx' },
        shared: sharedSingletons(pkg, SERVER_SINGLETONS, { browser: false }),
        runtimePlugins: [NODE_RUNTIME_PLUGIN],
        dts: false,
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ];
    return [browser, server];
  };
}

const INJECT_RUNTIME_CORE_CJS =
  /@module-federation[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/;

/**
 * The shell, built twice: the browser host (dist/: single-spa root config, Module Federation host with no
 * build-time remotes) and the shell server (dist-server/server.js, Node: renders the layout and the
 * owning MFE's server remote, loaded from the manifest, into one page).
 */
function createShellConfig({ dirname, port, plugins = [] }) {
  return (_env, argv = {}) => {
    const pkg = require(path.join(dirname, 'package.json'));
    const mode = argv.mode || 'production';
    const defines = { __SHELL_VERSION__: JSON.stringify(pkg.version) };

    const browser = baseConfig({ dirname, mode, publicPath: '/', namespace: 'shell' });
    browser.name = 'browser';
    browser.output.uniqueName = 'sohnne_shell';
    browser.plugins = [
      new webpack.DefinePlugin(defines),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(pkg),
        dts: false,
        // Remotes are registered by remoteEntry.js URL (no mf-manifest snapshots), in browsers only:
        // both let the runtime drop code it would never run (~5 KB gzip).
        experiments: {
          provideExternalRuntime: true,
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      // provideExternalRuntime adds the plugin that hands runtime-core to the remotes by its CommonJS file,
      // which bundled a second copy of runtime-core (CommonJS, nothing tree-shaken) beside the ES one the
      // rest of the runtime and remotes.ts import: its ES file instead, one runtime-core (~20 KB gzip less).
      new webpack.NormalModuleReplacementPlugin(INJECT_RUNTIME_CORE_CJS, (resource) => {
        resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
      }),
      ...plugins,
    ];
    browser.devServer = {
      port,
      historyApiFallback: true,
      // In development the shell talks to the edge for the manifest, MFEs and API.
      proxy: [
        {
          context: ['/api', '/mfe', '/mfe-manifest.json', '/media'],
          target: 'http://localhost:8080',
        },
      ],
    };
    if (process.env.WEBPACK_SERVE) return browser;

    // Absolute asset paths like the browser build's: the server-rendered font URLs must work on nested pages.
    const server = nodeConfig({ dirname, mode, namespace: 'shell', publicPath: '/' });
    server.name = 'server';
    server.entry = { server: './src/server/index.ts' };
    server.output.uniqueName = 'sohnne_shell_server';
    server.output.library = { type: 'commonjs2' };
    server.plugins = [
      new webpack.DefinePlugin(defines),
      new ModuleFederationPlugin({
        name: 'shell_server',
        remotes: {},
        shared: sharedSingletons(pkg, SERVER_SINGLETONS, { browser: false }),
        runtimePlugins: [NODE_RUNTIME_PLUGIN],
        dts: false,
        experiments: { optimization: { disableSnapshot: true, target: 'node' } },
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ];
    return [browser, server];
  };
}

module.exports = {
  createMfeConfig,
  createShellConfig,
  sharedSingletons,
  SINGLETONS,
  SERVER_SINGLETONS,
};
