import { ANALYSIS_LIST_MAX_ROWS, type AnalysisResponse } from '@vvq/contracts';
import type { FullAnalysis } from './analyse-scores.js';

/** Which observers an answer carries (0-based offset, row count). */
export interface ObserverPage {
  offset: number;
  limit: number;
}

/**
 * The answer sent for one analysis: every summary figure, one page of the per-observer rows and at most
 * ANALYSIS_LIST_MAX_ROWS of every other list. A 200,000-observer upload would otherwise answer 43 MB of JSON that
 * takes seconds to copy out of the worker, to serialise and to render; the full lists stay in the exports.
 */
export function pageAnalysis(full: FullAnalysis, page: ObserverPage): AnalysisResponse {
  const cut = <T>(rows: readonly T[]): T[] => rows.slice(0, ANALYSIS_LIST_MAX_ROWS);
  const end = page.offset + page.limit;
  const { screening } = full;
  return {
    ...full,
    screening: {
      ...screening,
      rejected: cut(screening.rejected),
      observers: screening.observers.slice(page.offset, end),
      not_screenable: cut(screening.not_screenable),
      per_presentation: cut(screening.per_presentation),
    },
    videos: cut(full.videos),
    conditions: cut(full.conditions),
    observers: full.observers.slice(page.offset, end),
    warnings: cut(full.warnings),
    ...(full.mle
      ? {
          mle: {
            ...full.mle,
            presentations: cut(full.mle.presentations),
            observers: full.mle.observers.slice(page.offset, end),
          },
        }
      : {}),
    observer_page: { offset: page.offset, limit: page.limit, total: full.observers.length },
    list_totals: {
      rejected: screening.rejected.length,
      not_screenable: screening.not_screenable.length,
      per_presentation: screening.per_presentation.length,
      videos: full.videos.length,
      conditions: full.conditions.length,
      warnings: full.warnings.length,
      ...(full.mle ? { mle_presentations: full.mle.presentations.length } : {}),
    },
  };
}
