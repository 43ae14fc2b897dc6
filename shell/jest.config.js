/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/test/jsdom-env.js',
  roots: ['<rootDir>/src'],
  moduleNameMapper: { '\\.(css|woff2)$': '<rootDir>/test/style-stub.js' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { isolatedModules: true, jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true } }],
  },
};
