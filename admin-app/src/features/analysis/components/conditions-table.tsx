import { Table } from 'react-bootstrap';
import {
  MIN_VALID_OBSERVERS,
  type ConditionStatsRow,
  type PresentationScreeningStatus,
} from '@vvq/contracts';
import type { StatColumns } from '../utils/results-view';
import { ScreeningStatusCell } from './screening-status-cell';
import { MleCells, MleHeaders } from './mle-cells';
import { StatsCells, StatsHeaders } from './stats-cells';

interface ConditionsTableProps {
  rows: ConditionStatsRow[];
  columns: StatColumns;
  /** Screening status by presentation id; with unit=condition the compression conditions are the presentations. */
  statuses: Map<string, PresentationScreeningStatus>;
}

export function ConditionsTable({ rows, columns, statuses }: ConditionsTableProps) {
  if (rows.length === 0) return <p className="text-muted">No conditions for this data.</p>;
  const withMle = rows.some((row) => row.mle !== undefined);
  return (
    <Table striped bordered hover responsive size="sm" aria-label="Conditions">
      <thead>
        <tr>
          <th>Kind</th>
          <th>Condition</th>
          <th>Observers</th>
          <th>Valid observers</th>
          {columns.all && <StatsHeaders prefix="All" />}
          {columns.screened && <StatsHeaders prefix="Screened" />}
          {withMle && <MleHeaders />}
          {statuses.size > 0 && <th>Screening</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.kind}:${row.key}`}>
            <td>{row.kind}</td>
            <td>{row.label}</td>
            <td>{row.observers}</td>
            <td
              className={
                row.valid_observers < MIN_VALID_OBSERVERS ? 'text-warning-emphasis fw-bold' : undefined
              }
            >
              {row.valid_observers}
              {row.valid_observers < MIN_VALID_OBSERVERS && (
                <span className="ms-1" title={`fewer than ${MIN_VALID_OBSERVERS} valid observers`}>
                  ⚠
                </span>
              )}
            </td>
            {columns.all && <StatsCells stats={row.all} />}
            {columns.screened && <StatsCells stats={row.screened} />}
            {withMle && <MleCells estimate={row.mle ?? null} />}
            {statuses.size > 0 && <ScreeningStatusCell status={statuses.get(row.key)} />}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
