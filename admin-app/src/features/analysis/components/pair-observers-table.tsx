import { Badge } from 'react-bootstrap';
import type { PairComparisonResponse, PairObserverRow } from '@vvq/contracts';
import { DataTable } from '@vvq/ui';
import { formatStat } from '../utils/format-stat';

/** libs/subjective's PC_SCREENING_Z (one-sided 0.5 %), as the screen writes it. */
const SCREENING_Z = '−2.576';

/**
 * Pair comparison's observer screening (the upload's checks, libs/subjective pair-observer-screening.ts): each
 * observer's likelihood z-score (flagged below the threshold) and circular triads, and whether the scale left
 * them out. docs/experimenter/test-methods.md.
 */
export function PairObserversTable({ result }: { result: PairComparisonResponse }) {
  const excluded = new Set(result.excluded);
  const flagged = result.observers.filter((o) => o.flagged).length;
  return (
    <>
      <h3 className="h6 mt-3">Observer screening</h3>
      <p className="small" data-testid="pc-screening">
        {flagged === 0
          ? 'No observer chose against the panel’s order more often than chance allows.'
          : `${flagged} observer${flagged === 1 ? '' : 's'} flagged (likelihood z below ${SCREENING_Z}); ${
              excluded.size > 0
                ? `${excluded.size} left out of the scale above`
                : 'kept in the scale (screening off)'
            }.`}
      </p>
      <DataTable
        label="Pair comparison observers"
        columns={[
          {
            key: 'observer',
            header: 'Observer',
            cell: (o: PairObserverRow) => o.observer,
            cellProps: () => ({ className: 'font-monospace' }),
          },
          { key: 'n', header: 'Judgements', cell: (o: PairObserverRow) => String(o.judgements) },
          { key: 'z', header: 'Likelihood z', cell: (o: PairObserverRow) => formatStat(o.z) },
          {
            key: 'triads',
            header: 'Circular triads',
            cell: (o: PairObserverRow) => `${o.circular_triads} of ${o.complete_triads}`,
          },
          {
            key: 'flag',
            header: 'Screening',
            cell: (o: PairObserverRow) =>
              o.flagged ? (
                <Badge bg="warning" text="dark">
                  {excluded.has(o.observer) ? 'Flagged, left out' : 'Flagged'}
                </Badge>
              ) : (
                'Kept'
              ),
          },
        ]}
        rows={result.observers}
        rowKey={(o) => o.observer}
      />
    </>
  );
}
