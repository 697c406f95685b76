// Browser tests: plain ESM .mjs files run by jest with --experimental-vm-modules (see package.json), one file at a
// time (--runInBand) because the preview servers use fixed ports.
export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/artifacts/'],
  transform: {},
  testTimeout: 120000,
  // Stops every server and browser a file started, after the file's own hooks (support/leftovers.mjs).
  setupFilesAfterEnv: ['<rootDir>/support/stop-leftovers.setup.mjs'],
  // Last resort, kept although every process is stopped and every pipe closed: playwright-core and vite preview hold
  // handles (browser connection, esbuild service) that jest cannot see into; one lingering after its process died
  // must not keep CI waiting. scripts/test.sh also bounds the step's time.
  forceExit: true,
};
