import { ANALYSIS_OBSERVER_PAGE_SIZE, type AnalysisModel } from '@vvq/contracts';
import type { ObserverPage } from '@vvq/subjective';
import { AnalysisQueryDto, ModelQuery } from './analysis-query.dto.js';
import { ObserverLimit, ObserverOffset } from './observer-page.decorators.js';

/** GET /admin/analysis: the analysis options plus which page of observers to answer with (the exports have none). */
export class AnalysisPageQueryDto extends AnalysisQueryDto {
  @ModelQuery()
  model?: AnalysisModel;

  @ObserverOffset()
  observer_offset?: number;

  @ObserverLimit()
  observer_limit?: number;
}

export function resolveObserverPage(q: { observer_offset?: number; observer_limit?: number }): ObserverPage {
  return { offset: q.observer_offset ?? 0, limit: q.observer_limit ?? ANALYSIS_OBSERVER_PAGE_SIZE };
}
