import { readFileSync } from 'node:fs';
import type { ScoreRow } from '../../analysis-data.repository.js';
import { pseudonymFor } from '../../export/pseudonym.js';
import * as tasks from '../analysis.worker.js';
import { fromScoreColumns, toScoreColumns } from '../score-columns.js';

const row = (user_id: number, video_id: number, score: number): ScoreRow => ({
  user_id,
  video_id,
  score,
  content: `c${video_id}`,
  view: 'front',
  compression_type: 'tex',
  qp: '30',
  label: `V${video_id}`,
  url: null,
});

describe('score columns (the database ratings handed to the worker)', () => {
  it('round-trip: same scores, pseudonymous observers, each video described once', () => {
    const rows = [row(7, 1, 5), row(8, 1, 3), row(7, 2, 1)];
    const { columns, videos } = toScoreColumns(rows, (id) => rows.find((r) => r.video_id === id));
    expect(videos.map((v) => v.video_id)).toEqual([1, 2]);
    const { scores, attributes, userIds } = fromScoreColumns(columns, videos, 'key');
    expect(scores).toEqual([
      { observer: pseudonymFor(7, 'key'), presentation: '1', score: 5 },
      { observer: pseudonymFor(8, 'key'), presentation: '1', score: 3 },
      { observer: pseudonymFor(7, 'key'), presentation: '2', score: 1 },
    ]);
    expect(attributes.get('2')).toMatchObject({ content: 'c2', label: 'V2' });
    expect(userIds.get(pseudonymFor(8, 'key'))).toBe(8);
  });
});

describe('the worker entry used when running from the sources', () => {
  it('exports the same tasks as analysis.worker.ts', () => {
    const bootstrap = readFileSync(new URL('../analysis-worker.from-sources.mjs', import.meta.url), 'utf8');
    const exported = /export const \{([^}]*)\} = tasks;/
      .exec(bootstrap)?.[1]
      .split(',')
      .map((s) => s.trim())
      // Prettier breaks a long list over lines with a trailing comma.
      .filter(Boolean);
    expect(exported?.sort()).toEqual(Object.keys(tasks).sort());
  });
});
