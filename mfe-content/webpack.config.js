const { createMfeConfig } = require('@sohnne/webpack-config');

module.exports = createMfeConfig({
  dirname: __dirname,
  name: 'content',
  port: 4102,
  exposes: {
    './app': './src/app.tsx',
  },
});
