/** Unit tests of the participant pages (jsdom + testing-library); fetch is mocked per test. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
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
          target: 'ES2022',
          strict: true,
          skipLibCheck: true,
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/testing/style-mock.ts',
    '^@vvq/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^@vvq/ui$': '<rootDir>/../libs/ui/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};
