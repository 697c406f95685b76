import { analyseScores, type AnalysisInput } from '../analyse-scores.js';
import { conditionTable } from '../condition-table.js';
import type { ScoreRecord, VideoAttributes } from '../presentation-units.js';

// Two compression conditions: c1 · tex · QP 30 (V1 front + V2 side, 3 observers each) and c2 · geo · QP 50 (V3 with
// 6 observers). Screening needs at least 5 scores per presentation (MIN_SCORES_TO_SCREEN).
const scoresOf = (presentation: string, values: number[], offset = 0): ScoreRecord[] =>
  values.map((score, i) => ({ observer: `O${i + offset}`, presentation, score }));
const scores = [
  ...scoresOf('V1', [3, 4, 5]),
  ...scoresOf('V2', [2, 3, 4], 3),
  ...scoresOf('V3', [1, 2, 3, 4, 5, 3]),
];
const attributes = new Map<string, VideoAttributes>([
  ['V1', { video_id: 1, content: 'c1', view: 'front', compression_type: 'tex', qp: '30' }],
  ['V2', { video_id: 2, content: 'c1', view: 'side', compression_type: 'tex', qp: '30' }],
  ['V3', { video_id: 3, content: 'c2', view: 'front', compression_type: 'geo', qp: '50' }],
]);
const input = (unit: AnalysisInput['unit'], screening = true): AnalysisInput => ({
  source: 'database',
  dimension: 'overall',
  scores,
  attributes,
  unit,
  screening,
  denominator: 'presentations',
});
const row = (rows: ReturnType<typeof conditionTable>, kind: string, content: string, view = '') =>
  rows.find((r) => r.kind === kind && r.content === content && (view === '' || r.view === view))!;

describe('conditionTable export notes', () => {
  it('per condition: a condition with 6 scores is screened, none has 15 valid observers', () => {
    const rows = conditionTable(analyseScores(input('condition')));
    // c1 · tex · 30 holds V1 ∪ V2 = 6 scores ≥ 5 → screened, no note; c2 · geo · 50 holds 6 scores → screened.
    expect(row(rows, 'compression', 'c1')).toMatchObject({
      screening_note: '',
      below_min_observers: 'yes',
      n: 6,
    });
    expect(row(rows, 'compression', 'c2')).toMatchObject({ screening_note: '', below_min_observers: 'yes' });
    // View conditions cut across the screened presentations: no note is claimed.
    expect(row(rows, 'view', 'c1', 'front').screening_note).toBe('');
  });

  it('per video: says how many videos of the condition had too few ratings to screen', () => {
    const rows = conditionTable(analyseScores(input('video')));
    // V1 and V2 have 3 scores each (< 5): both unscreenable; V3 has 6 and is screened.
    expect(row(rows, 'compression', 'c1').screening_note).toBe('2 of 2 videos: too few ratings to screen');
    expect(row(rows, 'view', 'c1', 'side').screening_note).toBe('1 of 1 videos: too few ratings to screen');
    expect(row(rows, 'compression', 'c2').screening_note).toBe('');
  });

  it('says nothing about screening when screening is off', () => {
    const rows = conditionTable(analyseScores(input('video', false)));
    expect(rows.every((r) => r.screening_note === '' && r.screened === 'no')).toBe(true);
  });
});
