import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { getMetadataStorage } from 'class-validator';
import { STUDY_SETTING_KEYS } from '@vvq/contracts';
import { ENV_DOCS, renderConfigurationPage, STUDY_ENV_DOCS } from '../env.docs.js';
import { EnvSchema } from '../env.schema.js';
import { fromRepoRoot } from '../paths.js';

/** The variables EnvSchema validates: every property carries at least one validation decorator. */
function schemaVariables(): string[] {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(EnvSchema, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName))];
}

/** Each name of `expected` without an entry, and each entry no longer expected, as one sentence a reader can act on. */
function mismatches(expected: string[], documented: string[], table: string, source: string): string[] {
  const problems: string[] = [];
  for (const name of expected.filter((n) => !documented.includes(n)))
    problems.push(
      `${name} (${source}) has no entry in ${table} of api/src/config/env.docs.ts: add ` +
        `${name}: { default: '…', meaning: '…' } there, then run \`npm run docs:config\``,
    );
  for (const name of documented.filter((n) => !expected.includes(n)))
    problems.push(
      `${table} in api/src/config/env.docs.ts documents ${name}, which ${source} does not have: remove it`,
    );
  return problems;
}

describe('configuration reference (docs/operator/configuration.md)', () => {
  it('documents every variable of EnvSchema, and nothing else, in ENV_DOCS', () => {
    expect(mismatches(schemaVariables(), Object.keys(ENV_DOCS), 'ENV_DOCS', 'EnvSchema')).toEqual([]);
  });

  it('documents the STUDY_* variable of every study setting in STUDY_ENV_DOCS', () => {
    const expected = STUDY_SETTING_KEYS.map((key) => `STUDY_${key.toUpperCase()}`);
    expect(
      mismatches(
        expected,
        Object.keys(STUDY_ENV_DOCS),
        'STUDY_ENV_DOCS',
        'the study settings (@vvq/contracts)',
      ),
    ).toEqual([]);
  });

  it('names a missing variable in its message', () => {
    const problems = mismatches(['PORT', 'SERVER_TIMEOUT_SECONDS'], ['PORT'], 'ENV_DOCS', 'EnvSchema');
    expect(problems).toEqual([
      expect.stringContaining('SERVER_TIMEOUT_SECONDS (EnvSchema) has no entry in ENV_DOCS'),
    ]);
  });

  it('is committed exactly as `npm run docs:config` writes it', () => {
    const committed = readFileSync(fromRepoRoot('docs/operator/configuration.md'), 'utf8');
    const stale =
      committed === renderConfigurationPage()
        ? []
        : [
            'docs/operator/configuration.md differs from api/src/config/env.docs.ts: run `npm run docs:config`',
          ];
    expect(stale).toEqual([]);
  });
});
