// Writes docs/operator/configuration.md from api/src/config/env.docs.ts (`npm run docs:config`). Node 24 runs the
// TypeScript descriptor directly (it is plain data). api/src/config/__tests__/env-docs.spec.ts fails while the
// committed page differs from what this writes.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderConfigurationPage } from '../../api/src/config/env.docs.ts';

const page = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'docs',
  'operator',
  'configuration.md',
);
writeFileSync(page, renderConfigurationPage());
console.log(`wrote ${page}`);
