import { Badge } from 'react-bootstrap';
import type { DescriptiveStats, MleEstimate, PresentationScreeningStatus } from '@vvq/contracts';
import type { DataColumn } from '@vvq/ui';
import type { StatColumns } from '../utils/results-view';
import { formatInterval, formatStat } from '../utils/format-stat';
import { SCREENING_STATUS_TEXT } from '../utils/screening-status';

/** What the video and condition rows have in common: the statistic blocks and the optional MLE estimate. */
interface StatsRow {
  all: DescriptiveStats;
  screened: DescriptiveStats | null;
  mle?: MleEstimate | null;
}

/** N, MOS, SD and the 95 % interval of one statistic block; a missing block (screening off) shows dashes. */
function statsColumns<Row>(prefix: string, pick: (row: Row) => DescriptiveStats | null): DataColumn<Row>[] {
  return [
    { key: `${prefix}-n`, header: `${prefix} N`, cell: (row) => pick(row)?.n ?? '—' },
    { key: `${prefix}-mos`, header: `${prefix} MOS`, cell: (row) => formatStat(pick(row)?.mos) },
    { key: `${prefix}-sd`, header: `${prefix} SD`, cell: (row) => formatStat(pick(row)?.sd) },
    {
      key: `${prefix}-ci`,
      header: `${prefix} 95% CI`,
      cell: (row) => formatInterval(pick(row)?.ci95_low, pick(row)?.ci95_high),
      cellProps: () => ({ className: 'text-nowrap' }),
    },
  ];
}

/** The maximum-likelihood quality and its 95 % interval beside the MOS columns; no estimate for a row shows dashes. */
function mleColumns<Row extends StatsRow>(): DataColumn<Row>[] {
  return [
    {
      key: 'mle-quality',
      header: 'MLE quality',
      headerProps: { title: 'Quality from the maximum-likelihood model (P.910 Annex E), all observers' },
      cell: (row) => formatStat(row.mle?.quality),
    },
    {
      key: 'mle-ci',
      header: 'MLE 95% CI',
      cell: (row) => formatInterval(row.mle?.ci95_low, row.mle?.ci95_high),
      cellProps: () => ({ className: 'text-nowrap' }),
    },
  ];
}

/** Whether this row could flag observers; rows that were not screened are flagged so nobody reads them as clean. */
function screeningCell(status: PresentationScreeningStatus | undefined) {
  if (!status) return '—';
  if (status === 'screened') return SCREENING_STATUS_TEXT.screened;
  return (
    <Badge bg="warning" text="dark">
      {SCREENING_STATUS_TEXT[status]}
    </Badge>
  );
}

/**
 * The columns the video and condition tables share after their own: the chosen statistic blocks, the MLE pair when
 * the answer carries the model (`mle` on every row, null where a row has no estimate), and the screening status
 * when any presentation has one. `presentation` names the row's key in `statuses`.
 */
export function statsTailColumns<Row extends StatsRow>(
  rows: readonly Row[],
  columns: StatColumns,
  statuses: Map<string, PresentationScreeningStatus>,
  presentation: (row: Row) => string,
): DataColumn<Row>[] {
  const withMle = rows.some((row) => row.mle !== undefined);
  return [
    ...(columns.all ? statsColumns<Row>('All', (row) => row.all) : []),
    ...(columns.screened ? statsColumns<Row>('Screened', (row) => row.screened) : []),
    ...(withMle ? mleColumns<Row>() : []),
    ...(statuses.size > 0
      ? [
          {
            key: 'screening',
            header: 'Screening',
            cell: (row: Row) => screeningCell(statuses.get(presentation(row))),
          },
        ]
      : []),
  ];
}
