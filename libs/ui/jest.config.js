// The lib's sources are TS/TSX and it has no build step of its own; the shared preset compiles them for jsdom.
import { reactJestConfig } from '../../tools/jest/react-jest-preset.cjs';

export default reactJestConfig({
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
});
