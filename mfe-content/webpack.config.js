const path = require('node:path');
const { createMfeConfig } = require('@sohnne/webpack-config');

const mfe = createMfeConfig({
  dirname: __dirname,
  name: 'content',
  port: 4102,
  exposes: {
    './app': './src/app.tsx',
  },
});

module.exports = (env, argv) => {
  const config = mfe(env, argv);
  // The shell injects the fonts once; @sohnne/ui's font CSS must not be bundled (and fetched) again here.
  config.module.rules.push({ test: /[\\/]@fontsource[\\/]/, sideEffects: false });
  // Standalone development: public/index.html + the real API through the edge.
  config.devServer.static = { directory: path.join(__dirname, 'public') };
  config.devServer.proxy = [{ context: ['/api', '/media'], target: 'http://localhost:8080' }];
  return config;
};
