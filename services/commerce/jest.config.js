module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  // infra/seed/commerce.js works its demo orders out with this service's built rules: here, the sources.
  moduleNameMapper: { '^@sohnne/commerce-service/dist/(.*)$': '<rootDir>/src/$1' },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 60000,
};
