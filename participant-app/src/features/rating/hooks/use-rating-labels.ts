import { useQuery } from '@tanstack/react-query';
import {
  IMPAIRMENT_LABEL_SET,
  RATING_LABEL_PRESETS,
  RATING_LABEL_SETS,
  type RatingLabelSet,
} from '@vvq/contracts';
import { useT, type MessageKey } from '../../../i18n';
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
  const t = useT();
  const { data, isPending } = useQuery(studySettingsQueryOptions(apiBase));
  const set = ratingLabelSet(data?.rating_labels, data?.method);
  return {
    labels: translatedLabelSet(set, presetOf(set), t),
    ready: !isPending,
  };
}

/** Which catalogue words a label set reads: the spec's, the ITU absolute scale or the impairment scale (DCR). */
function presetOf(set: RatingLabelSet): 'spec' | 'itu' | 'impairment' {
  if (set === IMPAIRMENT_LABEL_SET) return 'impairment';
  return set === RATING_LABEL_SETS['itu-acr'] ? 'itu' : 'spec';
}

/**
 * The preset's words in the participant's language (`scale.spec.*`, `scale.itu.*`, `scale.impairment.*`): the ITU terms as the standards'
 * own translations give them, so a German participant rates on Ausgezeichnet … Schlecht. The numbers never change.
 */
export function translatedLabelSet(
  set: RatingLabelSet,
  preset: 'spec' | 'itu' | 'impairment',
  t: (key: MessageKey) => string,
): RatingLabelSet {
  // The spec's guide and sliders give one number different words (guide 1 Poor, slider 1 Very Poor).
  const part = (where: 'guide' | 'slider') => (preset === 'spec' ? `spec.${where}` : preset);
  const word = (where: 'guide' | 'slider', score: number) => t(`scale.${part(where)}.${score}` as MessageKey);
  const slider = Object.fromEntries(
    Object.keys(set.slider).map((score) => [score, word('slider', Number(score))]),
  );
  return {
    guide: set.guide.map(([score]) => [score, word('guide', score)] as const),
    slider: slider as RatingLabelSet['slider'],
  } as RatingLabelSet;
}
