const path = require('node:path');
const { createMfeConfig } = require('@sohnne/webpack-config');

const mfeConfig = createMfeConfig({ dirname: __dirname, name: 'account', exposes: { './app': './src/app.tsx' }, port: 4103 });

// Running alone: public/index.html mounts src/index.ts into #root, the API comes from the edge.
module.exports = (env, argv) => {
  const config = mfeConfig(env, argv);
  config.devServer.static = { directory: path.join(__dirname, 'public'), watch: false };
  config.devServer.proxy = [{ context: ['/api', '/media'], target: 'http://localhost:8080' }];
  return config;
};
