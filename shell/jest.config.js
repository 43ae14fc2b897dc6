/** @type {import('jest').Config} */
module.exports = require('@sohnne/web-testing/jest-preset');
