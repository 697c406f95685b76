export interface LoadCandidate {
  id: number;
  load: number;
}

export type Random = () => number;

/** Fisher–Yates shuffle (copy). */
export function shuffle<T>(items: readonly T[], random: Random = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Chooses `count` ids with the lowest load: every candidate below the cut-off load is taken, the rest is drawn at
 * random among those AT the cut-off (random tie-break), and the result is shuffled so the order says nothing.
 * `candidates` must contain every eligible id below the count-th smallest load and, at that load, either every
 * eligible id or a uniform random sample of as many as are still needed (VideosService.leastLoaded).
 */
export function pickLeastLoaded(
  candidates: readonly LoadCandidate[],
  count: number,
  random: Random = Math.random,
): number[] {
  if (count <= 0 || candidates.length === 0) return [];
  const sorted = [...candidates].sort((a, b) => a.load - b.load || a.id - b.id);
  if (sorted.length <= count)
    return shuffle(
      sorted.map((c) => c.id),
      random,
    );
  const cutoff = sorted[count - 1].load;
  const below = sorted.filter((c) => c.load < cutoff).map((c) => c.id);
  const atCutoff = sorted.filter((c) => c.load === cutoff).map((c) => c.id);
  const drawn = shuffle(atCutoff, random).slice(0, count - below.length);
  return shuffle([...below, ...drawn], random);
}
