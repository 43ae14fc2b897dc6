'use strict';
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createShellConfig } = require('@sohnne/webpack-config');

module.exports = createShellConfig({
  dirname: __dirname,
  port: 4100,
  plugins: [new HtmlWebpackPlugin({ template: path.join(__dirname, 'public/index.html'), scriptLoading: 'defer' })],
});
