/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.js',
  // msw/node must resolve its Node build, not the browser one jsdom would pick.
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src'],
  // msw's CommonJS build needs a few packages that ship ES modules only.
  transform: { '^.+\\.(tsx?|m?js)$': ['ts-jest', { tsconfig: { allowJs: true } }] },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
  moduleNameMapper: { '\\.(css|woff2)$': '<rootDir>/src/test/style-stub.ts' },
  globals: { __MFE_VERSION__: '0.0.0-test', __MFE_NAME__: 'commerce' },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
