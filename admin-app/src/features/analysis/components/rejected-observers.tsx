import { Alert, Table } from 'react-bootstrap';
import type { ScreeningReport } from '@vvq/contracts';
import { formatStat } from '../utils/format-stat';

/** The observers BT.500 screening rejected, with the figures that decided it. */
export function RejectedObservers({ screening }: { screening: ScreeningReport }) {
  if (!screening.enabled) return null;
  if (screening.rejected.length === 0) {
    return <p className="small text-muted">No observer was rejected by the BT.500 screening.</p>;
  }
  return (
    <Alert variant="light" className="border">
      <h2 className="h6">{`Rejected observers (${screening.rejected.length})`}</h2>
      <Table size="sm" className="mb-0" aria-label="Rejected observers" responsive>
        <thead>
          <tr>
            <th>Observer</th>
            <th>P</th>
            <th>Q</th>
            <th>D</th>
            <th>(P+Q)/D</th>
            <th>|P−Q|/(P+Q)</th>
          </tr>
        </thead>
        <tbody>
          {screening.rejected.map((o) => (
            <tr key={o.observer}>
              <td className="font-monospace">{o.observer}</td>
              <td>{o.p}</td>
              <td>{o.q}</td>
              <td>{o.denominator}</td>
              <td>{formatStat(o.ratio)}</td>
              <td>{formatStat(o.asymmetry)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Alert>
  );
}
