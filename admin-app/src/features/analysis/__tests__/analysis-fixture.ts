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

export const DEFAULT_PATH =
  '/admin/analysis?dimension=overall&unit=video&screening=on&denominator=presentations';
