import type { ConditionStatsRow } from '@vvq/contracts';
import { analyseScores, type AnalysisInput } from '../analyse-scores.js';
import { conditionTable } from '../condition-table.js';
import { conditionOf, type ScoreRecord, type VideoAttributes } from '../presentation-units.js';
import { seededRandom as seeded } from '../simulation/simulate-study.js';

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

/**
 * The notes as they were computed before the table precomputed them (one map of every presentation and a filter over
 * every video per condition): kept here as the reference the faster table must agree with, note for note.
 */
function referenceNote(result: ReturnType<typeof analyseScores>, c: ConditionStatsRow): string {
  // Attribute conditions (group_by) cut across contents and carry no note.
  if (!result.screening.enabled || c.kind === 'attribute') return '';
  const kind = c.kind;
  const status = new Map(result.screening.per_presentation.map((p) => [p.presentation, p]));
  if (result.unit === 'condition') {
    if (c.kind !== 'compression') return '';
    const p = status.get(c.key);
    return p && p.status !== 'screened' ? `${STATUS_TEXT[p.status]} (N = ${p.n})` : '';
  }
  const videos = result.videos.filter(
    (v) =>
      v.content !== null &&
      conditionOf(kind, {
        video_id: v.video_id,
        content: v.content,
        view: v.view ?? '',
        compression_type: v.compression_type ?? '',
        qp: v.qp ?? '',
      }).key === c.key,
  );
  const parts = (['too_few_ratings', 'constant_scores'] as const).flatMap((kind) => {
    const count = videos.filter((v) => status.get(v.presentation)?.status === kind).length;
    return count > 0 ? [`${count} of ${videos.length} videos: ${STATUS_TEXT[kind]}`] : [];
  });
  return parts.join('; ');
}

const STATUS_TEXT = {
  too_few_ratings: 'too few ratings to screen',
  constant_scores: 'all scores equal, flags nobody',
} as const;

/**
 * 30 contents × 2 compressions × 4 QPs × 3 views = 720 videos (330 conditions): 0–9 ratings each, a tenth of them
 * unanimous, so every note occurs (screened, too few ratings, all scores equal) in both kinds of condition.
 */
function largeStudy(): { scores: ScoreRecord[]; attributes: Map<string, VideoAttributes> } {
  const random = seeded(20261126);
  const large: ScoreRecord[] = [];
  const largeAttributes = new Map<string, VideoAttributes>();
  let videoId = 0;
  for (let content = 0; content < 30; content += 1)
    for (const compression_type of ['tex', 'geo'])
      for (const qp of ['22', '27', '32', '37'])
        for (const view of ['front', 'side', 'top']) {
          videoId += 1;
          const presentation = `V${videoId}`;
          largeAttributes.set(presentation, {
            video_id: videoId,
            content: `c${content}`,
            view,
            compression_type,
            qp,
          });
          const n = Math.floor(random() * 10);
          const constant = random() < 0.1 ? 1 + Math.floor(random() * 5) : null;
          for (let i = 0; i < n; i += 1) {
            const observer = `O${Math.floor(random() * 400)}`;
            large.push({ observer, presentation, score: constant ?? 1 + Math.floor(random() * 5) });
          }
        }
  return { scores: large, attributes: largeAttributes };
}

describe('conditionTable export notes on a large study', () => {
  const study = largeStudy();
  for (const unit of ['video', 'condition'] as const) {
    it(`agree note for note with the per-condition reference (unit = ${unit})`, () => {
      const result = analyseScores({ ...input(unit), ...study });
      const rows = conditionTable(result);
      expect(rows).toHaveLength(result.conditions.length);
      expect(rows.map((r) => r.screening_note)).toEqual(
        result.conditions.map((c) => referenceNote(result, c)),
      );
      // The case is only a test if every kind of note occurs in it.
      const notes = rows.map((r) => r.screening_note).join('\n');
      if (unit === 'video') {
        expect(notes).toContain('too few ratings to screen');
        expect(notes).toContain('all scores equal, flags nobody');
        expect(rows.some((r) => r.screening_note === '')).toBe(true);
      }
    });
  }
});
