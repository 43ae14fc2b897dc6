module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  // infra/seed/account.js snapshots the wishlist with the catalogue's build: here, its sources.
  moduleNameMapper: { '^@sohnne/catalog-service/dist/(.*)$': '<rootDir>/../catalog/src/$1' },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 60000,
};
