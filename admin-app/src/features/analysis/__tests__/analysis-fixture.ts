import type { AnalysisResponse, DescriptiveStats } from '@vvq/contracts';

/** A small analysis answer for the screen's tests; override parts per test. */
export const stats = (
  n: number,
  mos: number | null,
  sd: number | null,
  low: number | null,
  high: number | null,
): DescriptiveStats => ({
  n,
  mos,
  sd,
  ci95_low: low,
  ci95_high: high,
});

/** The page and list totals follow the lists (a complete answer) unless a test sets them. */
export function analysis(overrides: Partial<AnalysisResponse> = {}): AnalysisResponse {
  const answer: Omit<AnalysisResponse, 'observer_page' | 'list_totals'> = {
    source: 'database',
    dimension: 'overall',
    unit: 'video',
    totals: { ratings: 8, observers: 2, videos: 4 },
    screening: {
      enabled: true,
      unit: 'video',
      denominator: 'presentations',
      presentations: 4,
      max_repetitions: 1,
      all_would_be_rejected: false,
      rejected: [],
      observers: [
        {
          observer: 'Pabc',
          scores: 4,
          p: 0,
          q: 0,
          denominator: 4,
          ratio: 0,
          asymmetry: null,
          rejected: false,
        },
      ],
      not_screenable: [],
      per_presentation: [],
    },
    videos: [
      {
        presentation: '11',
        video_id: 11,
        content: 'longdress',
        view: 'front',
        compression_type: 'texture',
        qp: '30',
        all: stats(1, 4, null, null, null),
        screened: stats(1, 4, null, null, null),
      },
    ],
    conditions: [
      {
        kind: 'compression',
        key: '["longdress","texture","30"]',
        label: 'longdress · texture · QP 30',
        content: 'longdress',
        compression_type: 'texture',
        qp: '30',
        view: null,
        observers: 2,
        valid_observers: 2,
        all: stats(2, 3.5, 0.70711, 2.52, 4.48),
        screened: stats(2, 3.5, 0.70711, 2.52, 4.48),
      },
    ],
    observers: [{ observer: 'Pabc', user_id: 5, n: 4, bias: 0.25, inconsistency: null, rejected: false }],
    warnings: [
      {
        code: 'few_valid_observers',
        condition_kind: 'compression',
        condition: 'longdress · texture · QP 30',
        valid_observers: 2,
        message: 'longdress · texture · QP 30: only 2 valid observers (BT.500 asks for 15)',
      },
    ],
    ...overrides,
  };
  return {
    ...answer,
    observer_page: overrides.observer_page ?? { offset: 0, limit: 1000, total: answer.observers.length },
    list_totals: overrides.list_totals ?? {
      rejected: answer.screening.rejected.length,
      not_screenable: answer.screening.not_screenable.length,
      per_presentation: answer.screening.per_presentation.length,
      videos: answer.videos.length,
      conditions: answer.conditions.length,
      warnings: answer.warnings.length,
    },
  };
}

/** The screen always asks for the maximum-likelihood model too (model=mle). */
export const DEFAULT_PATH =
  '/admin/analysis?dimension=overall&unit=video&screening=on&denominator=presentations&model=mle';

/** The `mle` parts of an answer to model=mle, for the fixture above (one video, one condition, one observer). */
export function withMle(answer: AnalysisResponse, converged = true): AnalysisResponse {
  return {
    ...answer,
    videos: answer.videos.map((v) => ({ ...v, mle: { quality: 3.912, ci95_low: 3.1, ci95_high: 4.724 } })),
    conditions: answer.conditions.map((c) => ({
      ...c,
      mle: { quality: 3.456, ci95_low: null, ci95_high: null },
    })),
    mle: {
      converged,
      iterations: converged ? 17 : 2000,
      pooled_inconsistency: 0.6,
      presentations: [{ presentation: '11', n: 1, quality: 3.912, ci95_low: 3.1, ci95_high: 4.724 }],
      observers: [
        {
          observer: 'Pabc',
          n: 4,
          bias: -0.125,
          bias_ci95_low: -0.5,
          bias_ci95_high: 0.25,
          inconsistency: 0.5,
          inconsistency_ci95_low: 0.3,
          inconsistency_ci95_high: 1.2,
        },
      ],
      fits: {
        video: { converged, iterations: converged ? 17 : 2000 },
        compression: { converged: true, iterations: 12 },
        view: { converged: true, iterations: 9 },
      },
    },
  };
}
