import { ANALYSIS_LIST_MAX_ROWS } from '@vvq/contracts';
import { analyseScores } from '../analyse-scores.js';
import { pageAnalysis } from '../analysis-page.js';
import type { ScoreRecord } from '../presentation-units.js';

/** n observers, each scoring presentations P0 … P(m−1); observer ids sort in numeric order (zero-padded). */
function scores(observers: number, presentations: number): ScoreRecord[] {
  const out: ScoreRecord[] = [];
  for (let o = 0; o < observers; o += 1)
    for (let p = 0; p < presentations; p += 1)
      out.push({
        observer: `o${String(o).padStart(5, '0')}`,
        presentation: `P${p}`,
        score: 1 + ((o + p) % 5),
      });
  return out;
}

function full(observers: number, presentations: number) {
  return analyseScores({
    source: 'upload',
    dimension: null,
    scores: scores(observers, presentations),
    attributes: new Map(),
    unit: 'video',
    screening: true,
    denominator: 'presentations',
  });
}

describe('pageAnalysis', () => {
  it('keeps every summary figure and answers one page of observers, the same page in both observer lists', () => {
    const all = full(30, 2);
    const page = pageAnalysis(all, { offset: 10, limit: 5 });
    expect(page.totals).toEqual(all.totals);
    expect(page.videos).toEqual(all.videos);
    expect(page.observer_page).toEqual({ offset: 10, limit: 5, total: 30 });
    expect(page.observers.map((o) => o.observer)).toEqual(['o00010', 'o00011', 'o00012', 'o00013', 'o00014']);
    expect(page.screening.observers.map((o) => o.observer)).toEqual(page.observers.map((o) => o.observer));
    expect(page.list_totals).toMatchObject({
      videos: 2,
      per_presentation: 2,
      rejected: all.screening.rejected.length,
    });
  });

  it('answers an empty page past the end', () => {
    const page = pageAnalysis(full(3, 1), { offset: 10, limit: 5 });
    expect(page.observers).toEqual([]);
    expect(page.observer_page.total).toBe(3);
  });

  it(`cuts the presentation lists at ${ANALYSIS_LIST_MAX_ROWS} rows and says how many there are`, () => {
    const presentations = ANALYSIS_LIST_MAX_ROWS + 7;
    const page = pageAnalysis(full(2, presentations), { offset: 0, limit: 1 });
    expect(page.videos).toHaveLength(ANALYSIS_LIST_MAX_ROWS);
    expect(page.screening.per_presentation).toHaveLength(ANALYSIS_LIST_MAX_ROWS);
    expect(page.warnings).toHaveLength(ANALYSIS_LIST_MAX_ROWS);
    expect(page.list_totals).toMatchObject({
      videos: presentations,
      per_presentation: presentations,
      warnings: presentations,
    });
    expect(page.totals.videos).toBe(presentations);
  });
});
