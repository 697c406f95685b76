import type { MleEstimate } from '@vvq/contracts';
import { formatInterval, formatStat } from '../utils/format-stat';

/**
 * The maximum-likelihood quality and its 95 % interval beside the MOS columns. `undefined` (an answer without the
 * model) renders nothing; `null` (no estimate for this row) renders dashes.
 */
export function MleCells({ estimate }: { estimate: MleEstimate | null | undefined }) {
  if (estimate === undefined) return null;
  return (
    <>
      <td>{formatStat(estimate?.quality)}</td>
      <td className="text-nowrap">{formatInterval(estimate?.ci95_low, estimate?.ci95_high)}</td>
    </>
  );
}

export function MleHeaders() {
  return (
    <>
      <th title="Quality from the maximum-likelihood model (P.910 Annex E), all observers">MLE quality</th>
      <th>MLE 95% CI</th>
    </>
  );
}
