import { useQuery } from '@tanstack/react-query';
import {
  IMPAIRMENT_LABEL_SET,
  RATING_LABEL_PRESETS,
  RATING_LABEL_SETS,
  type RatingLabelSet,
} from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { studySettingsQueryOptions } from '../../study-settings';

/**
 * The preset's labels; anything unknown (an older or newer server, a failed call) is the spec's. A DCR study (setting
 * `method`) rates impairment against the reference, so it shows the impairment scale whatever the preset.
 */
export function ratingLabelSet(preset: unknown, method?: unknown): RatingLabelSet {
  if (method === 'dcr') return IMPAIRMENT_LABEL_SET;
  return (RATING_LABEL_PRESETS as readonly unknown[]).includes(preset)
    ? RATING_LABEL_SETS[preset as keyof typeof RATING_LABEL_SETS]
    : RATING_LABEL_SETS.spec;
}

/**
 * The labels of the rating scale guide and the sliders (study setting `rating_labels`). `ready` is false only while
 * the settings are loading, so the screen never shows one set of words and then another; a failure settles on the
 * spec's labels.
 */
export function useRatingLabels(): { labels: RatingLabelSet; ready: boolean } {
  const apiBase = useApiBase();
  const { data, isPending } = useQuery(studySettingsQueryOptions(apiBase));
  return { labels: ratingLabelSet(data?.rating_labels, data?.method), ready: !isPending };
}
