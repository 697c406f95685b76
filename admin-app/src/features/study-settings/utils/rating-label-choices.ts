import { RATING_LABEL_SETS, type RatingLabelPreset } from '@vvq/contracts';

/** The two label sets an admin chooses from, named in plain words. */
export const RATING_LABEL_CHOICES: ReadonlyArray<{
  preset: RatingLabelPreset;
  name: string;
  summary: string;
}> = [
  {
    preset: 'spec',
    name: 'The spec’s labels (default)',
    summary: 'Guide 0 Very Poor … 5 Excellent; sliders 1 Very Poor … 5 Excellent.',
  },
  {
    preset: 'itu-acr',
    name: 'ITU-T P.910 / BT.500 ACR labels',
    summary: '5 Excellent, 4 Good, 3 Fair, 2 Poor, 1 Bad on the guide and the sliders alike.',
  },
];

export function ratingLabelName(preset: string): string {
  return RATING_LABEL_CHOICES.find((choice) => choice.preset === preset)?.name ?? preset;
}

/**
 * The guide line and the slider captions a participant would read with this preset: in English, or in another
 * language from its texts (`texts`, as GET /api/admin/language-previews/:code gives them), which word each number
 * under the participant app's keys `scale.spec.guide.N`, `scale.spec.slider.N` and `scale.itu.N`. The numbers stay.
 */
export function ratingLabelPreview(
  preset: RatingLabelPreset,
  texts?: Readonly<Record<string, string>>,
): { guide: string[]; sliders: string[] } {
  const set = RATING_LABEL_SETS[preset];
  const word = (where: 'guide' | 'slider', score: number, english: string) => {
    const key = preset === 'spec' ? `scale.spec.${where}.${score}` : `scale.itu.${score}`;
    return texts?.[key] ?? english;
  };
  return {
    guide: set.guide.map(([score, english]) => `${score} ${word('guide', score, english)}`),
    sliders: [5, 4, 3, 2, 1].map((score) => `${score} – ${word('slider', score, set.slider[score])}`),
  };
}
