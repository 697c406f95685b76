import type { DescriptiveStats } from '@vvq/contracts';
import { formatInterval, formatStat } from '../utils/format-stat';

/** N, MOS, SD and the 95 % interval of one statistic block; a missing block (screening off) shows dashes. */
export function StatsCells({ stats }: { stats: DescriptiveStats | null }) {
  return (
    <>
      <td>{stats ? stats.n : '—'}</td>
      <td>{formatStat(stats?.mos)}</td>
      <td>{formatStat(stats?.sd)}</td>
      <td className="text-nowrap">{formatInterval(stats?.ci95_low, stats?.ci95_high)}</td>
    </>
  );
}

export function StatsHeaders({ prefix }: { prefix: string }) {
  return (
    <>
      <th>{`${prefix} N`}</th>
      <th>{`${prefix} MOS`}</th>
      <th>{`${prefix} SD`}</th>
      <th>{`${prefix} 95% CI`}</th>
    </>
  );
}
