import {
  RATING_DIMENSIONS,
  type GatingEvidence,
  type GatingRule,
  type QualityMarkKind,
  type QualityTargets,
} from '@vvq/contracts';

export const KIND_LABELS: Record<QualityMarkKind, string> = {
  training: 'Training',
  gold: 'Gold',
  trap: 'Trap',
};

export const RULE_LABELS: Record<GatingRule, string> = {
  failed_gold: 'Failed gold items',
  failed_trap: 'Failed trap items',
  straight_lining: 'Straight-lining',
  rated_before_end: 'Rated before the video ended',
  inconsistency: 'Inconsistent ratings',
};

/** "overall 5 ± 1, clarity 4 ± 0" (a trap's tolerance 0 reads "= 4"). */
export function formatTargets(targets: QualityTargets): string {
  const parts = RATING_DIMENSIONS.flatMap((d) => {
    const t = targets[d];
    if (!t) return [];
    return [t.tolerance === 0 ? `${d} = ${t.score}` : `${d} ${t.score} ± ${t.tolerance}`];
  });
  return parts.length > 0 ? parts.join(', ') : '—';
}

/** One line per rating that counted, e.g. "video 12 (gold): overall 2 — expected overall 5 ± 1". */
export function evidenceLines(evidence: GatingEvidence): string[] {
  const model = evidence.inconsistency
    ? [
        `inconsistency ${evidence.inconsistency.inconsistency.toFixed(2)} (95 % interval ${evidence.inconsistency.ci95_low.toFixed(2)}–${evidence.inconsistency.ci95_high.toFixed(2)}, ${evidence.inconsistency.n} scores)`,
      ]
    : [];
  return [
    ...model,
    ...evidence.items.map((item) => {
      if (item.pair) {
        const p = item.pair;
        const chosen = RATING_DIMENSIONS.map((d) => `${d} ${p.choices[d]}`).join(', ');
        const side = p.left_video_id === p.known_winner_id ? 'left' : 'right';
        return `gold pair ${p.left_video_id} | ${p.right_video_id}: ${chosen} — expected ${side} (video ${p.known_winner_id}) everywhere`;
      }
      const given = item.scores;
      const scores = given ? RATING_DIMENSIONS.map((d) => `${d} ${given[d]}`).join(', ') : '';
      const expected = item.targets ? ` — expected ${formatTargets(item.targets)}` : '';
      const ended = item.played_to_end === false ? ' — not played to the end' : '';
      return `video ${item.video_id} (${item.kind}): ${scores}${expected}${ended}`;
    }),
  ];
}
