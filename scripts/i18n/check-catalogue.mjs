#!/usr/bin/env node
// Checks participant catalogues against the English one: `npm run i18n:check -- [file.json …]` (default: every
// shipped catalogue). Missing keys, extra keys and broken {{placeholders}} are printed with their line; the exit code
// is 1 when a catalogue cannot be used as it is (any problem but missing keys, which fall back to English).
// Needs the built contracts library (npx nx run contracts:build).
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockingIssues, checkCatalogue } from '@vvq/contracts';

const locales = fileURLToPath(new URL('../../participant-app/src/i18n/locales/', import.meta.url));
const english = readFileSync(join(locales, 'en.json'), 'utf8');
const files = process.argv.slice(2);
const targets = files.length
  ? files
  : readdirSync(locales)
      .filter((name) => name.endsWith('.json') && name !== 'en.json')
      .map((name) => join(locales, name));

let failed = false;
for (const file of targets) {
  const issues = checkCatalogue(english, readFileSync(file, 'utf8'));
  const blocking = blockingIssues(issues);
  failed ||= blocking.length > 0;
  const missing = issues.length - blocking.length;
  console.log(`${basename(file)}: ${blocking.length} problem(s), ${missing} key(s) left to English`);
  for (const issue of issues) console.log(`  ${issue.kind.padEnd(11)} ${issue.message}`);
}
process.exit(failed ? 1 : 0);
