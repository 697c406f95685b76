/** Unit tests of the admin pages' behaviour in jsdom; fetch is mocked per test. */
const { reactJestConfig } = require('../tools/jest/react-jest-preset.cjs');

module.exports = reactJestConfig({
  // tools/vite holds the build plugin both remotes share; its unit test runs here so `nx run-many -t test` covers it.
  roots: ['<rootDir>/src', '<rootDir>/../tools/vite'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: [
    '@testing-library/jest-dom',
    '<rootDir>/../tools/jest/query-notify-microtask.cjs',
    '<rootDir>/../tools/jest/async-wait.cjs',
  ],
  moduleNameMapper: {
    '^chart\\.js$': '<rootDir>/src/testing/chart-double.ts',
    '^@vvq/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
  },
});
