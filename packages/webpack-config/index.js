'use strict';
// One webpack + Module Federation configuration for the shell and every MFE, so that the shared
// singletons, loaders and output conventions cannot drift between teams.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** The singletons every container shares; sub-path imports need their own keys. */
const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router', 'react-router'],
  ['styled-components', 'styled-components'],
  ['@reduxjs/toolkit', '@reduxjs/toolkit'],
  ['@reduxjs/toolkit/query/react', '@reduxjs/toolkit'],
  ['react-redux', 'react-redux'],
];

function sharedSingletons(pkg) {
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const [key, owner] of SINGLETONS) {
    if (!deps[owner]) continue;
    shared[key] = { singleton: true, requiredVersion: deps[owner], strictVersion: false };
  }
  return shared;
}

function baseConfig({ dirname, mode, publicPath }) {
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
        { test: /\.[jt]sx?$/, exclude: /node_modules/, loader: 'esbuild-loader', options: { target: 'es2020', jsx: 'automatic' } },
        // CSS from packages (Swiper's) comes in as a string for styled-components' createGlobalStyle:
        // no style-loader runtime in any bundle.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(woff2?|svg|png|webp)$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * An MFE: exposes single-spa lifecycles (and fragments) from its own remoteEntry.js, built on its own.
 * publicPath 'auto' lets the same build be served from any versioned path the manifest points at.
 */
function createMfeConfig({ dirname, name, exposes, port }) {
  return (_env, argv = {}) => {
    const pkg = require(path.join(dirname, 'package.json'));
    const mode = argv.mode || 'production';
    const version = process.env.MFE_VERSION || pkg.version;
    const config = baseConfig({ dirname, mode, publicPath: 'auto' });
    config.output.uniqueName = `sohnne_${name}`;
    config.plugins = [
      new webpack.DefinePlugin({ __MFE_VERSION__: JSON.stringify(version), __MFE_NAME__: JSON.stringify(name) }),
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
          optimization: { disableSnapshot: true, target: 'web' },
          ...(mode === 'production' ? { externalRuntime: true } : {}),
        },
      }),
    ];
    // Running alone: public/index.html mounts the MFE with a development platform; API through the edge.
    config.devServer = {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(dirname, 'public') },
      proxy: [{ context: ['/api', '/media'], target: 'http://localhost:8080' }],
    };
    return config;
  };
}

/** The shell: Module Federation host with no build-time remotes (they come from /mfe-manifest.json). */
function createShellConfig({ dirname, port, plugins = [] }) {
  return (_env, argv = {}) => {
    const pkg = require(path.join(dirname, 'package.json'));
    const mode = argv.mode || 'production';
    const config = baseConfig({ dirname, mode, publicPath: '/' });
    config.output.uniqueName = 'sohnne_shell';
    config.plugins = [
      new webpack.DefinePlugin({ __SHELL_VERSION__: JSON.stringify(pkg.version) }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(pkg),
        dts: false,
        // Remotes are registered by remoteEntry.js URL (no mf-manifest snapshots), in browsers only:
        // both let the runtime drop code it would never run (~5 KB gzip).
        experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
      }),
      ...plugins,
    ];
    config.devServer = {
      port,
      historyApiFallback: true,
      // In development the shell talks to the edge for the manifest, MFEs and API.
      proxy: [{ context: ['/api', '/mfe', '/mfe-manifest.json', '/media'], target: 'http://localhost:8080' }],
    };
    return config;
  };
}

module.exports = { createMfeConfig, createShellConfig, sharedSingletons, SINGLETONS };
