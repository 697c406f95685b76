import { Alert, Table } from 'react-bootstrap';
import type { ScreeningReport } from '@vvq/contracts';
import { formatStat } from '../utils/format-stat';

/** The observers BT.500 screening rejected, with the figures that decided it (`total`: all of them, the list may be cut). */
export function RejectedObservers({ screening, total }: { screening: ScreeningReport; total: number }) {
  if (!screening.enabled) return null;
  if (total === 0) {
    return <p className="small text-muted">No observer was rejected by the BT.500 screening.</p>;
  }
  return (
    <Alert variant="light" className="border">
      <h2 className="h6">{`Rejected observers (${total})`}</h2>
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
      {total > screening.rejected.length && (
        <p className="small text-muted mb-0">{`… and ${total - screening.rejected.length} more (all of them are in the Observers tab)`}</p>
      )}
    </Alert>
  );
}
