import { Badge, Table } from 'react-bootstrap';
import type { AnalysisResponse } from '@vvq/contracts';
import { formatStat } from '../utils/format-stat';

/** Screening figures (P, Q, D, ratios) and P.913 bias/inconsistency side by side, one row per observer. */
export function ObserversTable({ result }: { result: AnalysisResponse }) {
  const screeningByObserver = new Map(result.screening.observers.map((o) => [o.observer, o]));
  return (
    <Table striped bordered hover responsive size="sm" aria-label="Observers">
      <thead>
        <tr>
          <th>Observer</th>
          <th>User ID</th>
          <th>Scores</th>
          <th>P</th>
          <th>Q</th>
          <th>D</th>
          <th>(P+Q)/D</th>
          <th>|P−Q|/(P+Q)</th>
          <th>Bias</th>
          <th>Inconsistency</th>
          <th>Rejected</th>
        </tr>
      </thead>
      <tbody>
        {result.observers.map((o) => {
          const s = screeningByObserver.get(o.observer);
          return (
            <tr key={o.observer}>
              <td className="font-monospace">{o.observer}</td>
              <td>{o.user_id ?? '—'}</td>
              <td>{o.n}</td>
              <td>{s?.p ?? '—'}</td>
              <td>{s?.q ?? '—'}</td>
              <td>{s?.denominator ?? '—'}</td>
              <td>{formatStat(s?.ratio)}</td>
              <td>{formatStat(s?.asymmetry)}</td>
              <td>{formatStat(o.bias)}</td>
              <td>{formatStat(o.inconsistency)}</td>
              <td>{o.rejected ? <Badge bg="danger">rejected</Badge> : 'no'}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
