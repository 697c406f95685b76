import { Badge, Button, Table } from 'react-bootstrap';
import type { AnalysisResponse } from '@vvq/contracts';
import { formatInterval, formatStat } from '../utils/format-stat';

interface ObserversTableProps {
  result: AnalysisResponse;
  /** Asks for the page of observers starting at this row. */
  onPage: (offset: number) => void;
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
  return (
    <>
      {total > result.observers.length && (
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
      )}
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
            {mleByObserver && (
              <>
                <th>MLE bias (95% CI)</th>
                <th>MLE inconsistency (95% CI)</th>
              </>
            )}
            <th>Rejected</th>
          </tr>
        </thead>
        <tbody>
          {result.observers.map((o) => {
            const s = screeningByObserver.get(o.observer);
            const m = mleByObserver?.get(o.observer);
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
                {mleByObserver && (
                  <>
                    <td className="text-nowrap">
                      {m
                        ? `${formatStat(m.bias)} (${formatInterval(m.bias_ci95_low, m.bias_ci95_high)})`
                        : '—'}
                    </td>
                    <td className="text-nowrap">
                      {m
                        ? `${formatStat(m.inconsistency)} (${formatInterval(m.inconsistency_ci95_low, m.inconsistency_ci95_high)})`
                        : '—'}
                    </td>
                  </>
                )}
                <td>{o.rejected ? <Badge bg="danger">rejected</Badge> : 'no'}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
