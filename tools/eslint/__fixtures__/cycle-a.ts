// Half of a planted import cycle (tools/eslint/__tests__): lint ignores __fixtures__ except in that test.
import { b } from './cycle-b.js';

export const a = (): number => b() + 1;
