/** Unit tests of the admin pages' behaviour in jsdom; fetch is mocked per test. */
module.exports = {
  testEnvironment: 'jsdom',
  // tools/vite holds the build plugin both remotes share; its unit test runs here so `nx run-many -t test` covers it.
  roots: ['<rootDir>/src', '<rootDir>/../tools/vite'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'bundler',
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/testing/style-stub.cjs',
    '^chart\\.js$': '<rootDir>/src/testing/chart-double.ts',
    '^@vvq/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
