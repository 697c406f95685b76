// jsdom + ts-jest compiling to CommonJS. The federation runtime only exists in a Vite build, so unit tests inject a
// fake RemoteLoader (or mock 'virtual:__federation__'); the real loading is proven by e2e/federation.test.mjs.
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.spec.ts?(x)'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        diagnostics: false,
        tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true, target: 'ES2022' },
      },
    ],
  },
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/style-stub.cjs' },
  setupFiles: ['<rootDir>/jest/polyfills.cjs'],
};
