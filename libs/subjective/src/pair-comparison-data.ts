import type { Matrix } from './dense-linear.js';
import { zeroMatrix } from './dense-linear.js';

/**
 * Pair-comparison data: one record per judgement, `a` and `b` the stimuli in the order shown, `winner` the one the
 * observer chose, or `tie` where the study offers "no difference".
 *
 * Ties are scored as half a win for each side (the convention of Glenn and David's "split the tie", and what the
 * win matrix of sureal's PC datasets can carry, since it holds counts per ordered pair): a tie adds 0.5 to both
 * α_ab and α_ba. It keeps the likelihood of the models below unchanged in form, and a stimulus tied with every other
 * ends up with the same score as they.
 */
export type PairWinner = 'a' | 'b' | 'tie';

export interface PairJudgement {
  observer: string;
  a: string;
  b: string;
  winner: PairWinner;
}

/** The win matrix α (α[i][j] = how often i was preferred to j, ties counted half) over `stimuli` (sorted). */
export interface WinMatrix {
  stimuli: string[];
  alpha: Matrix;
}

export function winMatrix(judgements: readonly PairJudgement[], stimuli?: readonly string[]): WinMatrix {
  const names = stimuli
    ? [...stimuli]
    : [...new Set(judgements.flatMap((j) => [j.a, j.b]))].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const index = new Map(names.map((s, i) => [s, i]));
  const alpha = zeroMatrix(names.length);
  for (const j of judgements) {
    const a = index.get(j.a);
    const b = index.get(j.b);
    if (a === undefined || b === undefined) throw new Error(`unknown stimulus in pair ${j.a} / ${j.b}`);
    if (j.winner === 'a') alpha[a][b] += 1;
    else if (j.winner === 'b') alpha[b][a] += 1;
    else {
      alpha[a][b] += 0.5;
      alpha[b][a] += 0.5;
    }
  }
  return { stimuli: names, alpha };
}

/**
 * Whether the maximum-likelihood scale exists (Zermelo 1929, Ford 1957): for every split of the stimuli into two
 * groups, some stimulus of each group beat one of the other, i.e. the directed "beat" graph is strongly connected.
 * Otherwise a stimulus that never lost runs off to +∞ and no solver converges (sureal's loops then stop on a small
 * step, far from any optimum); we say so instead.
 */
export function isStronglyConnected(alpha: Matrix): boolean {
  const m = alpha.length;
  if (m <= 1) return true;
  const reach = (forward: boolean) => {
    const seen = new Uint8Array(m);
    const stack = [0];
    seen[0] = 1;
    while (stack.length) {
      const i = stack.pop() as number;
      for (let j = 0; j < m; j++) {
        const w = forward ? alpha[i][j] : alpha[j][i];
        if (w > 0 && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    return seen.every((s) => s === 1);
  };
  return reach(true) && reach(false);
}
