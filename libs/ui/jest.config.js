// jsdom + ts-jest compiling to CommonJS: the lib's sources are TS/TSX and it has no build step of its own.
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
