// The jest configuration the shell and every MFE share: `module.exports = { ...require('@sohnne/web-testing/jest-preset'), globals }`.
const path = require('node:path');

const src = path.join(__dirname, 'src');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: path.join(src, 'jest-environment.js'),
  // msw/node and friends: resolve their Node builds, not the browser ones jsdom would pick.
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src'],
  // A page test renders a whole MFE route in jsdom: 5 s (jest's default) is too short when turbo runs two packages' suites on two cores.
  testTimeout: 30_000,
  setupFilesAfterEnv: [path.join(src, 'msw.ts'), path.join(src, 'async-timeout.ts')],
  transform: {
    '^.+\\.(tsx?|m?js)$': [
      'ts-jest',
      {
        tsconfig: {
          isolatedModules: true,
          jsx: 'react-jsx',
          module: 'commonjs',
          esModuleInterop: true,
          target: 'ES2022',
          allowJs: true,
        },
      },
    ],
  },
  // msw's CommonJS build requires a few packages that ship ES modules only.
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)',
  ],
  moduleNameMapper: { '\\.(css|woff2)$': path.join(src, 'style-stub.ts') },
};
