import type { AnalysisResponse, PresentationScreeningStatus } from '@vvq/contracts';

export const SCREENING_STATUS_TEXT: Record<PresentationScreeningStatus, string> = {
  screened: 'screened',
  too_few_ratings: 'too few ratings to screen',
  constant_scores: 'all scores equal, cannot screen',
};

/**
 * Screening status per presentation id of the analysed unit: a video's `presentation` for unit=video, a compression
 * condition's `key` for unit=condition (the server's presentation ids, docs/experimenter/analysis.md). Empty with screening off.
 */
export function screeningStatusByPresentation(
  result: AnalysisResponse,
): Map<string, PresentationScreeningStatus> {
  if (!result.screening.enabled) return new Map();
  return new Map(result.screening.per_presentation.map((p) => [p.presentation, p.status]));
}
