import { Badge, Button } from 'react-bootstrap';
import type { AnalysisResponse } from '@vvq/contracts';
import { DataTable, type DataColumns } from '@vvq/ui';
import { formatInterval, formatStat } from '../utils/format-stat';

interface ObserversTableProps {
  result: AnalysisResponse;
  /** Asks for the page of observers starting at this row. */
  onPage: (offset: number) => void;
}

type ObserverRow = AnalysisResponse['observers'][number];
type ScreenedObserver = AnalysisResponse['screening']['observers'][number];
type MleObserver = NonNullable<AnalysisResponse['mle']>['observers'][number];

/** The screening and P.913 columns, with the two MLE columns when the answer carries the model. */
function observerColumns(
  screening: Map<string, ScreenedObserver>,
  mle: Map<string, MleObserver> | null,
): DataColumns<ObserverRow> {
  const s = (o: ObserverRow) => screening.get(o.observer);
  const withMle = (label: string, text: (m: MleObserver) => string) =>
    mle && {
      key: label,
      header: label,
      cell: (o: ObserverRow) => {
        const m = mle.get(o.observer);
        return m ? text(m) : '—';
      },
      cellProps: () => ({ className: 'text-nowrap' }),
    };
  return [
    {
      key: 'observer',
      header: 'Observer',
      cell: (o) => o.observer,
      cellProps: () => ({ className: 'font-monospace' }),
    },
    { key: 'user', header: 'User ID', cell: (o) => o.user_id ?? '—' },
    { key: 'scores', header: 'Scores', cell: (o) => o.n },
    { key: 'p', header: 'P', cell: (o) => s(o)?.p ?? '—' },
    { key: 'q', header: 'Q', cell: (o) => s(o)?.q ?? '—' },
    { key: 'd', header: 'D', cell: (o) => s(o)?.denominator ?? '—' },
    { key: 'ratio', header: '(P+Q)/D', cell: (o) => formatStat(s(o)?.ratio) },
    { key: 'asymmetry', header: '|P−Q|/(P+Q)', cell: (o) => formatStat(s(o)?.asymmetry) },
    { key: 'bias', header: 'Bias', cell: (o) => formatStat(o.bias) },
    { key: 'inconsistency', header: 'Inconsistency', cell: (o) => formatStat(o.inconsistency) },
    withMle(
      'MLE bias (95% CI)',
      (m) => `${formatStat(m.bias)} (${formatInterval(m.bias_ci95_low, m.bias_ci95_high)})`,
    ),
    withMle(
      'MLE inconsistency (95% CI)',
      (m) =>
        `${formatStat(m.inconsistency)} (${formatInterval(m.inconsistency_ci95_low, m.inconsistency_ci95_high)})`,
    ),
    {
      key: 'rejected',
      header: 'Rejected',
      cell: (o) => (o.rejected ? <Badge bg="danger">rejected</Badge> : 'no'),
    },
  ];
}

/**
 * Screening figures (P, Q, D, ratios) and P.913 bias/inconsistency side by side, one row per observer of the page
 * the server answered (a large upload has many pages; the summary above counts them all).
 */
export function ObserversTable({ result, onPage }: ObserversTableProps) {
  const screeningByObserver = new Map(result.screening.observers.map((o) => [o.observer, o]));
  // The MLE observers are the same page, in the same order, when the answer carries the model.
  const mleByObserver = result.mle ? new Map(result.mle.observers.map((o) => [o.observer, o])) : null;
  const { offset, limit, total } = result.observer_page;
  const pager = total > result.observers.length && (
    <div className="d-flex align-items-center gap-2 mb-2">
      <span className="small text-muted">{`Observers ${total === 0 ? 0 : offset + 1}–${offset + result.observers.length} of ${total}`}</span>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={offset === 0}
        onClick={() => onPage(Math.max(0, offset - limit))}
      >
        Previous observers
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={offset + limit >= total}
        onClick={() => onPage(offset + limit)}
      >
        Next observers
      </Button>
    </div>
  );
  return (
    <DataTable
      label="Observers"
      columns={observerColumns(screeningByObserver, mleByObserver)}
      rows={result.observers}
      rowKey={(o) => o.observer}
      pager={pager}
    />
  );
}
