import type { DescriptiveStats } from '@vvq/contracts';
import { describeScores } from '@vvq/subjective';

/** One rated trial of a volumetric stimulus with the exploration figure it is split by. */
export interface ExplorationTrial {
  video_id: number;
  score: number;
  figure: number;
}

export interface ExplorationSplit {
  trials: number;
  median: number | null;
  low: DescriptiveStats;
  high: DescriptiveStats;
}

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const m = sorted.length >> 1;
  return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
}

/**
 * Per stimulus, the trials at or below the stimulus's median of the figure ("low" exploration) and above it
 * ("high"), each group's MOS ± 95 % CI. The median is taken per stimulus because how much there is to explore
 * depends on the content; ties at the median go low, so viewers who never moved (figure 0) are never "high".
 */
export function splitByExploration(trials: readonly ExplorationTrial[]): Map<number, ExplorationSplit> {
  const byVideo = new Map<number, ExplorationTrial[]>();
  for (const t of trials) {
    const list = byVideo.get(t.video_id);
    if (list) list.push(t);
    else byVideo.set(t.video_id, [t]);
  }
  const out = new Map<number, ExplorationSplit>();
  for (const [videoId, list] of byVideo) {
    const m = median(list.map((t) => t.figure).sort((a, b) => a - b));
    const low = list.filter((t) => m !== null && t.figure <= m).map((t) => t.score);
    const high = list.filter((t) => m !== null && t.figure > m).map((t) => t.score);
    out.set(videoId, {
      trials: list.length,
      median: m,
      low: describeScores(low),
      high: describeScores(high),
    });
  }
  return out;
}
