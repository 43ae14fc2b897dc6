/** @type {import('jest').Config} */
module.exports = {
  ...require('@sohnne/web-testing/jest-preset'),
  globals: { __MFE_VERSION__: '0.0.0-test', __MFE_NAME__: 'account' },
};
