// The library is ESM (its tests read their own folder through import.meta.url), so jest runs it with
// `node --experimental-vm-modules` and ts-jest's ESM mode, as the API does.
export default {
  testTimeout: 120_000,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
  },
};
