// Nest 12 is ESM-only, so jest runs with `node --experimental-vm-modules` and ts-jest's ESM mode.
const tsJest = ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }];
const common = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // See test/support/content-disposition.cjs: jest cannot require() this ESM-only dependency of @fastify/static.
    '^content-disposition$': '<rootDir>/test/support/content-disposition.cjs',
  },
  transform: { '^.+\\.ts$': tsJest },
  testEnvironment: 'node',
};

export default {
  // Jest reads testTimeout only here: inside a `projects` entry it is silently ignored and the 5 s default applies,
  // which spawned servers and bcrypt exceed on a busy machine. Unit tests get the same bound (they never come near).
  testTimeout: 120_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      // tools/eslint: the repository's import-boundary rules are proven here (they guard the API most); tools/docs:
      // the documentation's links (checked with every unit run, so a moved page cannot leave a dead link) and the
      // rule that no file cites a bare issue-tracker number.
      roots: ['<rootDir>/src', '<rootDir>/../tools/eslint', '<rootDir>/../tools/docs'],
      testMatch: ['**/__tests__/**/*.spec.ts', '**/*.spec.ts', '**/__tests__/**/*.spec.mjs'],
    },
    {
      ...common,
      displayName: 'integration',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts', '**/*.int-spec.ts'],
      // Kills every child process a test file spawned (test/support/child-registry.ts) after the file's hooks.
      setupFilesAfterEnv: [
        '<rootDir>/test/support/test-environment.setup.ts',
        '<rootDir>/test/support/kill-children.setup.ts',
      ],
    },
  ],
};
