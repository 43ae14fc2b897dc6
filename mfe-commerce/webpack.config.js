const path = require('node:path');
const { createMfeConfig } = require('@sohnne/webpack-config');

const mfeConfig = createMfeConfig({ dirname: __dirname, name: 'commerce', exposes: { './app': './src/app.tsx' }, port: 4104 });

module.exports = (env, argv) => {
  const config = mfeConfig(env, argv);
  // Running alone: public/index.html mounts the standalone entry; the API and media come from the edge.
  config.devServer = {
    ...config.devServer,
    static: { directory: path.join(__dirname, 'public') },
    proxy: [{ context: ['/api', '/media'], target: 'http://localhost:8080' }],
  };
  return config;
};
