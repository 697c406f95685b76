/** Unit tests of the participant pages (jsdom + testing-library); fetch is mocked per test. */
const { reactJestConfig } = require('../tools/jest/react-jest-preset.cjs');

module.exports = reactJestConfig({
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: [
    '@testing-library/jest-dom',
    '<rootDir>/../tools/jest/query-notify-microtask.cjs',
    '<rootDir>/../tools/jest/async-wait.cjs',
    '<rootDir>/src/testing/forget-reads.ts',
  ],
  moduleNameMapper: {
    // The routes' lazily loaded pages render synchronously in unit tests (see src/exposed/lazy-pages.ts).
    '^\\./lazy-pages$': '<rootDir>/src/testing/eager-pages.ts',
    // The build splits the English catalogue in two (tools/vite/catalogue-parts.ts); unit tests read it whole.
    '^\\./locales/en\\.json\\?(first-page|rest)$': '<rootDir>/src/i18n/locales/en.json',
    '^@vvq/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^@vvq/ui$': '<rootDir>/../libs/ui/src/index.ts',
  },
});
