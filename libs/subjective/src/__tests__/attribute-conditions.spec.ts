import { analyseScores, type AnalysisInput } from '../analyse-scores.js';
import { conditionTable, conditionTableColumns, CONDITION_TABLE_COLUMNS } from '../condition-table.js';
import type { ScoreRecord, VideoAttributes } from '../presentation-units.js';

// A lab's own attribute (a further manifest column) as the condition: bitrate_kbps over two contents.
// V1 c1 200 kbps: 2 3 4 · V2 c2 200 kbps: 1 2 · V3 c1 800 kbps: 4 5 · V4 c2 without the attribute: 3.
// Worked by hand (sample SD, CI = MOS ± 1.95996·SD/√N):
//   200:     N 5, MOS 12/5 = 2.4, SD √(5.2/4) = 1.1401754, CI 2.4 ± 0.9993874 = [1.4006126, 3.3993874]
//   800:     N 2, MOS 4.5, SD √0.5 = 0.7071068, CI 4.5 ± 0.97998 = [3.52002, 5.47998]
//   not set: N 1, MOS 3, SD and CI not available.
const scoresOf = (presentation: string, values: number[], first: number): ScoreRecord[] =>
  values.map((score, i) => ({ observer: `O${first + i}`, presentation, score }));
const scores = [
  ...scoresOf('V1', [2, 3, 4], 0),
  ...scoresOf('V2', [1, 2], 3),
  ...scoresOf('V3', [4, 5], 5),
  ...scoresOf('V4', [3], 7),
];
const video = (id: number, content: string, attributes: Record<string, string> | null): VideoAttributes => ({
  video_id: id,
  content,
  view: 'front',
  compression_type: 'h264',
  qp: '',
  attributes,
});
const attributes = new Map<string, VideoAttributes>([
  ['V1', video(1, 'c1', { bitrate_kbps: '200', codec: 'h264' })],
  ['V2', video(2, 'c2', { bitrate_kbps: '200' })],
  ['V3', video(3, 'c1', { bitrate_kbps: '800' })],
  ['V4', video(4, 'c2', null)],
]);
const input = (groupBy: string | null, model: AnalysisInput['model'] = null): AnalysisInput => ({
  source: 'database',
  dimension: 'overall',
  scores,
  attributes,
  unit: 'video',
  screening: false,
  denominator: 'presentations',
  groupBy,
  model,
});

describe('conditions by a lab attribute (group_by=attribute:<name>)', () => {
  it('adds one condition per value over every content, "not set" last, with the hand-worked statistics', () => {
    const result = analyseScores(input('bitrate_kbps'));
    const byAttribute = result.conditions.filter((c) => c.kind === 'attribute');
    expect(byAttribute.map((c) => [c.label, c.attribute, c.attribute_value, c.all.n, c.observers])).toEqual([
      ['bitrate_kbps = 200', 'bitrate_kbps', '200', 5, 5],
      ['bitrate_kbps = 800', 'bitrate_kbps', '800', 2, 2],
      ['bitrate_kbps not set', 'bitrate_kbps', null, 1, 1],
    ]);
    const [low, high, unset] = byAttribute.map((c) => c.all);
    expect(low.mos).toBeCloseTo(2.4, 10);
    expect(low.sd).toBeCloseTo(1.1401754251, 9);
    expect(low.ci95_low).toBeCloseTo(1.4006125714, 9);
    expect(low.ci95_high).toBeCloseTo(3.3993874286, 9);
    expect(high).toMatchObject({ n: 2, mos: 4.5 });
    expect(high.sd).toBeCloseTo(Math.SQRT1_2, 12);
    expect(high.ci95_low).toBeCloseTo(3.52002, 9);
    expect(high.ci95_high).toBeCloseTo(5.47998, 9);
    expect(unset).toMatchObject({ n: 1, mos: 3, sd: null, ci95_low: null, ci95_high: null });
    // The spec's kinds are still there, unchanged: 2 compression (c1, c2 × h264) and 2 view conditions.
    expect(result.conditions.filter((c) => c.kind !== 'attribute')).toEqual(
      analyseScores(input(null)).conditions,
    );
  });

  it('adds nothing without group_by, so the default answer keeps its shape', () => {
    const result = analyseScores(input(null, 'mle'));
    expect(result.conditions.some((c) => c.kind === 'attribute')).toBe(false);
    expect(result.conditions.some((c) => 'attribute' in c)).toBe(false);
    expect(Object.keys(result.mle!.fits)).toEqual(['video', 'compression', 'view']);
  });

  it('fits the maximum-likelihood model on the attribute conditions too', () => {
    const result = analyseScores(input('bitrate_kbps', 'mle'));
    expect(result.mle!.fits.attribute).toEqual(expect.objectContaining({ converged: true }));
    const byAttribute = result.conditions.filter((c) => c.kind === 'attribute');
    expect(byAttribute.every((c) => c.mle && Number.isFinite(c.mle.quality))).toBe(true);
    // Higher bitrate, higher quality: the model keeps the order of the MOS.
    expect(byAttribute[1].mle!.quality).toBeGreaterThan(byAttribute[0].mle!.quality);
  });

  it('the per-condition export: the attribute and its value after view, only when grouped', () => {
    expect(conditionTableColumns(false)).toBe(CONDITION_TABLE_COLUMNS);
    const columns = conditionTableColumns(true);
    expect(columns.slice(columns.indexOf('view'), columns.indexOf('view') + 4)).toEqual([
      'view',
      'attribute',
      'attribute_value',
      'dimension',
    ]);
    const rows = conditionTable(analyseScores(input('bitrate_kbps')));
    expect(rows.filter((r) => r.kind === 'attribute')).toEqual([
      expect.objectContaining({
        attribute: 'bitrate_kbps',
        attribute_value: '200',
        content: '',
        n: 5,
        mos: 2.4,
      }),
      expect.objectContaining({ attribute: 'bitrate_kbps', attribute_value: '800', n: 2, mos: 4.5 }),
      expect.objectContaining({ attribute: 'bitrate_kbps', attribute_value: '', n: 1, mos: 3 }),
    ]);
    expect(rows.filter((r) => r.kind !== 'attribute').every((r) => !('attribute' in r))).toBe(true);
  });
});
