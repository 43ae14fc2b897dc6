module.exports = {
  testEnvironment: '<rootDir>/jest.environment.js',
  moduleNameMapper: { '\\.(css|woff2)$': '<rootDir>/jest.style-stub.js' },
  globals: { __MFE_VERSION__: '0.0.0-test', __MFE_NAME__: 'account' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true } }],
  },
};
