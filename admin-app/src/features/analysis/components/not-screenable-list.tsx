import { Table } from 'react-bootstrap';
import { MIN_SCORES_TO_SCREEN, type AnalysisResponse } from '@vvq/contracts';
import { SCREENING_STATUS_TEXT } from '../utils/screening-status';

const SHOWN = 200;

/** Presentations that could not flag anybody, by name, so the lab knows which were not really screened. */
export function NotScreenableList({ result }: { result: AnalysisResponse }) {
  const labels = new Map<string, string>();
  for (const c of result.conditions) if (c.kind === 'compression') labels.set(c.key, c.label);
  for (const v of result.videos) {
    const attributes = [v.content, v.view, v.compression_type, v.qp === null ? null : `QP ${v.qp}`].filter(
      Boolean,
    );
    labels.set(
      v.presentation,
      attributes.length > 0 ? `video ${v.presentation} (${attributes.join(' · ')})` : v.presentation,
    );
  }
  const rows = result.screening.not_screenable;
  return (
    <>
      <p className="small">
        {`A presentation with fewer than ${MIN_SCORES_TO_SCREEN} ratings cannot put any score 2·S from its mean, and one whose scores are all equal has no spread, so neither can reject an observer (see docs/experimenter/analysis.md).`}
      </p>
      <Table size="sm" aria-label="Presentations not screened" className="mb-0">
        <thead>
          <tr>
            <th>Presentation</th>
            <th>Ratings</th>
            <th>Reason</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN).map((p) => (
            <tr key={p.presentation}>
              <td>{labels.get(p.presentation) ?? p.presentation}</td>
              <td>{p.n}</td>
              <td>{SCREENING_STATUS_TEXT[p.status]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {rows.length > SHOWN && <p className="small text-muted mb-0">{`… and ${rows.length - SHOWN} more`}</p>}
    </>
  );
}
