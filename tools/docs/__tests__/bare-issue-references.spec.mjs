// No bare issue-tracker reference in source, tests, scripts, configuration or docs (CONTRIBUTING.md, "Comments say
// why"): a newcomer has no tracker. The fixtures below build their references at run time so that this file passes
// its own rule.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { findBareIssueReferences, scannedFiles } from '../bare-issue-references.mjs';

const WORD = ['iss', 'ue'].join('');

describe('bare issue references', () => {
  it('none in the repository: comments say why or link the decision page', () => {
    expect(findBareIssueReferences()).toEqual([]);
  });

  it('scans code, tests, scripts, configuration and docs, not dependencies or build output', () => {
    const files = scannedFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'CONTRIBUTING.md',
        'api/src/main.ts',
        'api/test/fuzz/fuzz.int-spec.ts',
        'libs/contracts/src/sessions.ts',
        'docs/developer/decisions/panel.md',
        'scripts/mle-simulation.mjs',
        'tools/eslint/architecture.mjs',
        'e2e/panel-journey.test.mjs',
      ]),
    );
    expect(files.some((f) => /(^|\/)(node_modules|dist)\//.test(f))).toBe(false);
  });
});

describe('the bare issue reference check', () => {
  const root = mkdtempSync(join(tmpdir(), 'vvq-issues-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const file = (path, text) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
    return path;
  };

  it('names file, line and text; lets links to other projects and allowed texts pass', () => {
    const code = file(
      'api/src/a.ts',
      [
        '// fine: see docs/developer/decisions/panel.md',
        `/** Panel accounts (${WORD} 10): no e-mail. */`,
        `// ${WORD.toUpperCase()}S 8.2 and 9, then ${WORD} #7 and ${WORD}-11`,
        `// upstream bug: https://github.com/typeorm/typeorm/${WORD}s/1234`,
      ].join('\n'),
    );
    const doc = file('docs/page.md', `# Title\n\nQuoted source: "see ${WORD} 42".\n`);
    const allowed = [{ file: 'docs/page.md', text: `${WORD} 42`, why: 'quoted from a paper' }];
    expect(findBareIssueReferences([code, doc], root, allowed)).toEqual([
      `api/src/a.ts:2: ${WORD} 10`,
      `api/src/a.ts:3: ${WORD.toUpperCase()}S 8`,
      `api/src/a.ts:3: ${WORD} #7`,
      `api/src/a.ts:3: ${WORD}-11`,
    ]);
    expect(findBareIssueReferences([doc], root, [])).toEqual([`docs/page.md:3: ${WORD} 42`]);
  });

  it('skips dependencies, build output and binary files', () => {
    file('node_modules/x/index.js', `// ${WORD} 1`);
    file('libs/ui/dist/index.js', `// ${WORD} 2`);
    file('api/media/clip.mp4', `${WORD} 3`);
    file('scripts/tool.mjs', `// ${WORD} 4`);
    expect(scannedFiles(root)).toEqual(expect.arrayContaining(['scripts/tool.mjs']));
    expect(scannedFiles(root).some((f) => /node_modules|dist|\.mp4$/.test(f))).toBe(false);
  });
});
