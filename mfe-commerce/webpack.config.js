const { createMfeConfig } = require('@sohnne/webpack-config');

module.exports = createMfeConfig({ dirname: __dirname, name: 'commerce', exposes: { './app': './src/app.tsx' }, port: 4104 });
