import { splitByExploration } from '../exploration-split.js';

// The expected figures were computed independently with numpy (np.median, mean, std(ddof=1),
// ±1.95996·sd/√n) from the same numbers: see the comment of each case.
const S1_FIGURE = [64.288, 0.125, 86.639, 147.212, 0.81, 77.233, 396.345, 314.774, 48.512];
const S1_SCORE = [2, 2, 1, 4, 1, 5, 2, 2, 1];
const S2_FIGURE = [0, 0, 0, 0, 35.5, 80.25, 120.0, 300.0];
const S2_SCORE = [2, 3, 2, 1, 4, 5, 4, 3];

const trials = (videoId: number, figures: number[], scores: number[]) =>
  figures.map((figure, i) => ({ video_id: videoId, figure, score: scores[i] }));

describe('MOS split by exploration (median split per stimulus)', () => {
  const result = splitByExploration([...trials(1, S1_FIGURE, S1_SCORE), ...trials(2, S2_FIGURE, S2_SCORE)]);

  it('odd count: the median trial is in the low group (numpy reference)', () => {
    const s = result.get(1)!;
    expect(s.trials).toBe(9);
    expect(s.median).toBeCloseTo(77.233, 12);
    expect(s.low.n).toBe(5);
    expect(s.low.mos).toBeCloseTo(2.2, 12);
    expect(s.low.sd).toBeCloseTo(1.6431676725154984, 12);
    expect(s.low.ci95_low).toBeCloseTo(0.7597294251204048, 12);
    expect(s.low.ci95_high).toBeCloseTo(3.6402705748795956, 12);
    expect(s.high.n).toBe(4);
    expect(s.high.mos).toBeCloseTo(2.25, 12);
    expect(s.high.sd).toBeCloseTo(1.2583057392117916, 12);
    expect(s.high.ci95_low).toBeCloseTo(1.0168855416872284, 12);
    expect(s.high.ci95_high).toBeCloseTo(3.4831144583127713, 12);
  });

  it('even count with untouched viewers (figure 0): the median is the mean of the middle two (numpy reference)', () => {
    const s = result.get(2)!;
    expect(s.median).toBeCloseTo(17.75, 12);
    expect(s.low).toMatchObject({ n: 4, mos: 2 });
    expect(s.low.ci95_low).toBeCloseTo(1.1998496806224472, 12);
    expect(s.low.ci95_high).toBeCloseTo(2.8001503193775528, 12);
    expect(s.high).toMatchObject({ n: 4, mos: 4 });
    expect(s.high.sd).toBeCloseTo(0.816496580927726, 12);
    expect(s.high.ci95_high).toBeCloseTo(4.800150319377553, 12);
  });

  it('nobody explored: everyone is low, the high group is empty (no MOS, not zero)', () => {
    const s = splitByExploration(trials(3, [0, 0, 0], [4, 5, 3])).get(3)!;
    expect(s.median).toBe(0);
    expect(s.low.n).toBe(3);
    expect(s.high).toEqual({ n: 0, mos: null, sd: null, ci95_low: null, ci95_high: null });
  });

  it('a single trial has a MOS but no interval', () => {
    const s = splitByExploration(trials(4, [12], [5])).get(4)!;
    expect(s.low).toEqual({ n: 1, mos: 5, sd: null, ci95_low: null, ci95_high: null });
    expect(s.high.n).toBe(0);
  });
});
