// Browser tests: plain ESM .mjs files run by jest with --experimental-vm-modules (see package.json), one file at a
// time (--runInBand) because the preview servers use fixed ports.
export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/artifacts/'],
  transform: {},
  testTimeout: 120000,
  // A dead server or browser must not keep jest alive after the suite.
  forceExit: true,
};
