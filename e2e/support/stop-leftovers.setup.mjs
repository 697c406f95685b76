import { afterAll } from '@jest/globals';
import { stopLeftovers } from './leftovers.mjs';

// Runs at the end of each browser-test file, after its describe blocks and their hooks: whatever a test or a
// timed-out hook left running is stopped here.
afterAll(stopLeftovers, 60_000);
