// docs/developer/architecture.md's module table must say what the lint enforces: one row per API module, its
// "imports modules" column exactly that module's API_MODULE_DEPENDENCIES entry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { API_MODULE_DEPENDENCIES, repoRoot } from '../architecture.mjs';

const PAGE = 'docs/developer/architecture.md';

/** The rows of the module table: module name → the modules its last column names. */
export function moduleTableRows(markdown) {
  const rows = [];
  for (const line of markdown.split('\n')) {
    const row = line.match(/^\|\s*`([a-z-]+)`\s*\|(.*)\|\s*$/);
    if (!row) continue;
    const cells = row[2].split(/(?<!\\)\|/);
    if (cells.length !== 3) continue; // other tables of the page: owns | exports | imports is the module table
    const imports = cells[2].trim();
    rows.push({ module: row[1], imports: imports === '—' ? [] : imports.split(/\s*,\s*/) });
  }
  return rows;
}

/** What the table gets wrong, one sentence per disagreement. */
export function tableProblems(rows, map = API_MODULE_DEPENDENCIES) {
  const problems = [];
  for (const module of Object.keys(map)) {
    const found = rows.filter((r) => r.module === module);
    if (found.length !== 1) problems.push(`${module}: ${found.length} rows in ${PAGE}, expected 1`);
    for (const r of found) {
      const want = [...map[module]].sort().join(', ') || '—';
      const got = [...r.imports].sort().join(', ') || '—';
      if (want !== got) problems.push(`${module}: ${PAGE} says it imports ${got}; the lint allows ${want}`);
    }
  }
  for (const r of rows)
    if (!(r.module in map)) problems.push(`${r.module}: in ${PAGE} but not in API_MODULE_DEPENDENCIES`);
  return problems;
}

describe(`module table (${PAGE})`, () => {
  it('agrees with API_MODULE_DEPENDENCIES row for row', () => {
    expect(tableProblems(moduleTableRows(readFileSync(join(repoRoot, PAGE), 'utf8')))).toEqual([]);
  });

  it('reports a wrong, a missing and an unknown row', () => {
    const rows = [
      { module: 'auth', imports: [] },
      { module: 'videos', imports: [] },
      { module: 'nonsense', imports: ['auth'] },
    ];
    expect(tableProblems(rows, { auth: [], videos: ['auth'], study: ['auth'] })).toEqual([
      `videos: ${PAGE} says it imports —; the lint allows auth`,
      `study: 0 rows in ${PAGE}, expected 1`,
      `nonsense: in ${PAGE} but not in API_MODULE_DEPENDENCIES`,
    ]);
  });
});
