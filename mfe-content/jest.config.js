/** @type {import('jest').Config} */
module.exports = {
  ...require('@sohnne/web-testing/jest-preset'),
  globals: { __MFE_VERSION__: 'test', __MFE_NAME__: 'content' },
};
