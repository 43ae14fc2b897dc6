const preset = require('@sohnne/web-testing/jest-preset');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  moduleNameMapper: { ...preset.moduleNameMapper, '^swiper/css$': require.resolve('@sohnne/web-testing/src/style-stub.ts') },
  globals: { __MFE_VERSION__: 'test', __MFE_NAME__: 'catalog' },
};
