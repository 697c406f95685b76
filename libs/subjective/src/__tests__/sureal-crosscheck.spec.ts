import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenObservers } from '../bt500-screening.js';
import type { ScoreRecord } from '../presentation-units.js';

interface ReferenceCase {
  scores: ScoreRecord[];
  observers: string[];
  p: number[];
  q: number[];
  rejected: string[];
}

const script = join(dirname(fileURLToPath(import.meta.url)), 'sureal-reference.py');
const hasNumpy = spawnSync('python3', ['-c', 'import numpy, scipy'], { stdio: 'ignore' }).status === 0;

// Needs python3 with numpy and scipy (the reference's own stack); skipped, and said so, where they are missing.
(hasNumpy ? describe : describe.skip)('screenObservers against a numpy/scipy statement of sureal', () => {
  it('gives the same P, Q and rejections on 300 random incomplete designs', () => {
    const run = spawnSync('python3', [script, '20261122', '300'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.stderr).toBe('');
    const cases = JSON.parse(run.stdout) as ReferenceCase[];
    expect(cases.length).toBeGreaterThan(250);
    // The generator must exercise rejections, or agreement would say little.
    expect(cases.filter((c) => c.rejected.length > 0).length).toBeGreaterThan(10);
    for (const c of cases) {
      const { report, rejected } = screenObservers(c.scores, { unit: 'video', denominator: 'presentations' });
      expect(report.observers.map((o) => o.observer)).toEqual(c.observers);
      expect(report.observers.map((o) => o.p)).toEqual(c.p);
      expect(report.observers.map((o) => o.q)).toEqual(c.q);
      expect([...rejected].sort()).toEqual(c.rejected);
    }
  });
});
