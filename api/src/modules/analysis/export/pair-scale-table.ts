import type { CellValue, LivePairComparisonResponse, RatingDimension } from '@vvq/contracts';

/**
 * The per-condition export of a pair-comparison study (`method=pc`): there are no ratings to average, so one row per
 * stimulus (video) carries its scale in the chosen dimension by both models, with the default intervals
 * (observed information). The columns and their meanings are the XLSX's data dictionary and the docs' one.
 */
export const PAIR_SCALE_COLUMNS: ReadonlyArray<{ name: string; meaning: string }> = [
  {
    name: 'method',
    meaning: 'The study’s test method: pc (pair comparison); the table holds scaled scores, not MOS.',
  },
  { name: 'dimension', meaning: 'Rating dimension judged.' },
  { name: 'video_id', meaning: 'The stimulus (catalogue video id).' },
  { name: 'content', meaning: 'Source content (pairs are always two videos of one content).' },
  { name: 'label', meaning: 'The video’s catalogue label.' },
  {
    name: 'screened',
    meaning:
      'yes = fitted without the observers the pair screening flagged (likelihood z below −2.576); no = all observers.',
  },
  {
    name: 'judgements',
    meaning: 'Scored judgements of pairs containing the video (gold pairs are not counted).',
  },
  { name: 'wins', meaning: 'Judgements the video won (a "no difference" counts half a win for each video).' },
  {
    name: 'bt_score',
    meaning: 'Bradley–Terry maximum-likelihood scale: ln strength, strengths summing to 1 (sureal’s).',
  },
  { name: 'bt_ci95_low', meaning: 'Lower end of bt_score’s 95 % interval (observed information).' },
  { name: 'bt_ci95_high', meaning: 'Upper end of bt_score’s 95 % interval (observed information).' },
  {
    name: 'thurstone_score',
    meaning: 'Thurstone Case V maximum-likelihood scale, in SD units of one perceived difference, mean 0.',
  },
  {
    name: 'thurstone_ci95_low',
    meaning: 'Lower end of thurstone_score’s 95 % interval (observed information).',
  },
  {
    name: 'thurstone_ci95_high',
    meaning: 'Upper end of thurstone_score’s 95 % interval (observed information).',
  },
  {
    name: 'converged',
    meaning:
      'yes = both fits converged and the scale is finite; no = some video never lost (or never won) yet.',
  },
];

/** The rows: every stimulus either model scaled, by video id; a dimension without judgements gives none. */
export function pairScaleRows(
  dimension: RatingDimension,
  bt: LivePairComparisonResponse,
  thurstone: LivePairComparisonResponse,
  videos: ReadonlyMap<number, { content: string; label: string }>,
): CellValue[][] {
  const b = bt.dimensions[dimension];
  const t = thurstone.dimensions[dimension];
  if (!b || !t) return [];
  const byStimulus = new Map(t.stimuli.map((s) => [s.stimulus, s]));
  const converged = b.converged && t.converged && b.identifiable && t.identifiable ? 'yes' : 'no';
  return [...b.stimuli]
    .sort((x, y) => Number(x.stimulus) - Number(y.stimulus))
    .map((s) => {
      const th = byStimulus.get(s.stimulus);
      const video = videos.get(Number(s.stimulus));
      return [
        'pc',
        dimension,
        Number(s.stimulus),
        video?.content ?? '',
        video?.label ?? '',
        b.excluded.length > 0 ? 'yes' : 'no',
        s.judgements,
        s.wins,
        s.score,
        s.ci95_low,
        s.ci95_high,
        th?.score ?? '',
        th?.ci95_low ?? '',
        th?.ci95_high ?? '',
        converged,
      ];
    });
}
