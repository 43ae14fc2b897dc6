const { createMfeConfig } = require('@sohnne/webpack-config');

module.exports = createMfeConfig({ dirname: __dirname, name: 'account', exposes: { './app': './src/app.tsx' }, port: 4103 });
