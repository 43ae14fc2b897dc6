/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.js',
  // msw/node and friends: resolve their Node builds, not the browser ones.
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/test/server.ts'],
  transform: {
    '^.+\\.(tsx?|m?js)$': [
      'ts-jest',
      { tsconfig: { isolatedModules: true, jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, target: 'ES2022', allowJs: true } },
    ],
  },
  // msw's ESM-only dependencies.
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
  moduleNameMapper: { '\\.(css|woff2)$': '<rootDir>/src/test/style-stub.ts' },
  globals: { __MFE_VERSION__: 'test', __MFE_NAME__: 'content' },
};
