const preset = require('@sohnne/web-testing/jest-preset');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  moduleNameMapper: { ...preset.moduleNameMapper, '^swiper/css$': require.resolve('@sohnne/web-testing/src/style-stub.ts') },
  // Swiper ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|swiper|ssr-window|dom7)/)'],
  globals: { __MFE_VERSION__: 'test', __MFE_NAME__: 'content' },
};
