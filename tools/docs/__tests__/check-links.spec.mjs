// The documentation's relative links and #anchors must resolve (README.md, CONTRIBUTING.md, docs/**/*.md); the
// checker itself must catch a missing file, a missing anchor, and accept what GitHub and VitePress both render.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { checkLinks, documentationFiles, githubSlug, vitepressSlug } from '../check-links.mjs';

describe('documentation links', () => {
  it('every relative link and anchor of the documentation resolves', () => {
    expect(checkLinks()).toEqual([]);
  });

  it('checks the README, CONTRIBUTING.md and the docs site', () => {
    const files = documentationFiles().map((f) => f.replace(/\\/g, '/'));
    expect(files).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/README\.md$/),
        expect.stringMatching(/\/CONTRIBUTING\.md$/),
        expect.stringMatching(/\/docs\/index\.md$/),
      ]),
    );
  });
});

describe('the link checker', () => {
  const root = mkdtempSync(join(tmpdir(), 'vvq-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const page = (path, text) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
    return join(root, path);
  };

  it('fails on a missing file and a missing anchor, and names the line', () => {
    const target = page('docs/guide/target.md', '# Login limits (per address)\n\n## Twice\n\n## Twice\n');
    const source = page(
      'README.md',
      [
        '# Start',
        'See [limits](docs/guide/target.md#login-limits-per-address), [again](docs/guide/target.md#twice-1),',
        '[here](#start), a [site link](/guide/target) and [web](https://example.org/x.md).',
        '`[in code](nowhere.md)` and',
        '```',
        '[in a fence](nowhere.md)',
        '```',
        'Broken: [gone](docs/gone.md) and [no anchor](docs/guide/target.md#nothing-here).',
      ].join('\n'),
    );
    expect(checkLinks([source, target], root)).toEqual([
      'README.md:8: docs/gone.md — no such file',
      `README.md:8: docs/guide/target.md#nothing-here — no heading with the anchor #nothing-here in ${join('docs', 'guide', 'target.md')}`,
    ]);
  });

  it('computes the anchors GitHub and VitePress give a heading', () => {
    expect(githubSlug('Run a Prolific, MTurk or SONA study')).toBe('run-a-prolific-mturk-or-sona-study');
    expect(githubSlug('`STUDY_*` — initial values')).toBe('study_--initial-values');
    expect(vitepressSlug('`STUDY_*` — initial values')).toBe('study-—-initial-values');
  });
});
