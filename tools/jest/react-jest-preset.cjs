/**
 * The one jsdom + ts-jest (CommonJS) setup of the React projects (ui, shell, participant-app, admin-app).
 * Each project's jest config passes only what is its own: roots, testMatch, extra moduleNameMapper entries and
 * setupFilesAfterEnv. Paths below are absolute because `<rootDir>` is the calling project, not tools/jest.
 */
const path = require('node:path');

const baseConfig = {
  testEnvironment: 'jsdom',
  // Jest's 5 s default fails jsdom renders on a busy CI machine. This is each project's root config, where jest reads
  // testTimeout (it ignores it inside a `projects` entry).
  testTimeout: 30_000,
  roots: ['<rootDir>/src'],
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
          target: 'ES2022',
          strict: true,
          skipLibCheck: true,
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    // Sources import siblings as './x.js' (ESM style); jest must find the './x.ts' behind it.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFiles: [path.join(__dirname, 'polyfills.cjs')],
};

/** Returns the shared config with `overrides` applied; moduleNameMapper entries are added after the shared ones. */
function reactJestConfig(overrides = {}) {
  return {
    ...baseConfig,
    ...overrides,
    moduleNameMapper: { ...baseConfig.moduleNameMapper, ...overrides.moduleNameMapper },
  };
}

module.exports = { reactJestConfig };
