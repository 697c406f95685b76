import { Table } from 'react-bootstrap';
import type { ConditionStatsRow } from '@vvq/contracts';
import { StatsCells, StatsHeaders } from './stats-cells';

export function ConditionsTable({ rows, screened }: { rows: ConditionStatsRow[]; screened: boolean }) {
  if (rows.length === 0) return <p className="text-muted">No conditions for this data.</p>;
  return (
    <Table striped bordered hover responsive size="sm" aria-label="Conditions">
      <thead>
        <tr>
          <th>Kind</th>
          <th>Condition</th>
          <th>Observers</th>
          <th>Valid observers</th>
          <StatsHeaders prefix="All" />
          {screened && <StatsHeaders prefix="Screened" />}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.kind}:${row.key}`}>
            <td>{row.kind}</td>
            <td>{row.label}</td>
            <td>{row.observers}</td>
            <td className={row.valid_observers < 15 ? 'text-warning-emphasis' : undefined}>{row.valid_observers}</td>
            <StatsCells stats={row.all} />
            {screened && <StatsCells stats={row.screened} />}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
