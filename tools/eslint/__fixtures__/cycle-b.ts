// The other half of the planted cycle.
import { a } from './cycle-a.js';

export const b = (): number => (a.length > 0 ? 0 : 1);
