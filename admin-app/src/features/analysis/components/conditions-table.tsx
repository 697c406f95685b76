import {
  MIN_VALID_OBSERVERS,
  type ConditionStatsRow,
  type PresentationScreeningStatus,
} from '@vvq/contracts';
import { DataTable, type DataColumn } from '@vvq/ui';
import type { StatColumns } from '../utils/results-view';
import { statsTailColumns } from './stat-columns';

interface ConditionsTableProps {
  rows: ConditionStatsRow[];
  columns: StatColumns;
  /** Screening status by presentation id; with unit=condition the compression conditions are the presentations. */
  statuses: Map<string, PresentationScreeningStatus>;
  /** The test method the scores were given under (last column, as in the per-condition export); null: not known yet. */
  method: string | null;
}

const tooFew = (row: ConditionStatsRow) => row.valid_observers < MIN_VALID_OBSERVERS;

const CONDITION_COLUMNS: DataColumn<ConditionStatsRow>[] = [
  { key: 'kind', header: 'Kind', cell: (row) => row.kind },
  { key: 'condition', header: 'Condition', cell: (row) => row.label },
  { key: 'observers', header: 'Observers', cell: (row) => row.observers },
  {
    key: 'valid',
    header: 'Valid observers',
    cell: (row) => (
      <>
        {row.valid_observers}
        {tooFew(row) && (
          <span className="ms-1" title={`fewer than ${MIN_VALID_OBSERVERS} valid observers`}>
            ⚠
          </span>
        )}
      </>
    ),
    cellProps: (row) => ({ className: tooFew(row) ? 'text-warning-emphasis fw-bold' : undefined }),
  },
];

export function ConditionsTable({ rows, columns, statuses, method }: ConditionsTableProps) {
  const methodColumn: DataColumn<ConditionStatsRow> = {
    key: 'method',
    header: 'Method',
    cell: () => method ?? '—',
  };
  return (
    <DataTable
      label="Conditions"
      focusableScroll
      columns={[
        ...CONDITION_COLUMNS,
        ...statsTailColumns(rows, columns, statuses, (row) => row.key),
        methodColumn,
      ]}
      rows={rows}
      rowKey={(row) => `${row.kind}:${row.key}`}
      empty={<p className="text-muted">No conditions for this data.</p>}
    />
  );
}
