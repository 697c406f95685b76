// The federation runtime only exists in a Vite build, so unit tests inject a fake RemoteLoader (or mock
// 'virtual:__federation__'); the real loading is proven by e2e/federation.test.mjs.
import { reactJestConfig } from '../tools/jest/react-jest-preset.cjs';

export default reactJestConfig({
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
});
