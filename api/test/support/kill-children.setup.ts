import { afterAll } from '@jest/globals';
import { killTrackedChildren } from './child-registry.js';

// Runs at the end of each integration test file, after its describe blocks and their hooks: whatever a test or a
// timed-out hook left running is killed here, so no child and no pipe to it outlives the file.
afterAll(async () => {
  const leftovers = await killTrackedChildren();
  if (leftovers.length > 0) process.stderr.write(`killed children left running: ${leftovers.join(', ')}\n`);
});
