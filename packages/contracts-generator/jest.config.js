/** The drift check boots every built service (services/<name>/dist) on a throwaway database. */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  testMatch: ['**/test/**/*.test.ts'],
  testTimeout: 120000,
};
