module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  // infra/seed/commerce.js works its demo orders out with this service's and the catalogue's builds: here,
  // their sources.
  moduleNameMapper: {
    '^@sohnne/commerce-service/dist/(.*)$': '<rootDir>/src/$1',
    '^@sohnne/catalog-service/dist/(.*)$': '<rootDir>/../catalog/src/$1',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 60000,
};
