import { Alert } from 'react-bootstrap';
import type { ScreeningReport } from '@vvq/contracts';
import { DataTable } from '@vvq/ui';
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
      <DataTable
        label="Rejected observers"
        columns={[
          {
            key: 'observer',
            header: 'Observer',
            cell: (o) => o.observer,
            cellProps: () => ({ className: 'font-monospace' }),
          },
          { key: 'p', header: 'P', cell: (o) => o.p },
          { key: 'q', header: 'Q', cell: (o) => o.q },
          { key: 'd', header: 'D', cell: (o) => o.denominator },
          { key: 'ratio', header: '(P+Q)/D', cell: (o) => formatStat(o.ratio) },
          { key: 'asymmetry', header: '|P−Q|/(P+Q)', cell: (o) => formatStat(o.asymmetry) },
        ]}
        rows={screening.rejected}
        rowKey={(o) => o.observer}
        striped={false}
        bordered={false}
        hover={false}
        className="mb-0"
      />
      {total > screening.rejected.length && (
        <p className="small text-muted mb-0">{`… and ${total - screening.rejected.length} more (all of them are in the Observers tab)`}</p>
      )}
    </Alert>
  );
}
