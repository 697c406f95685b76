import { MIN_SCORES_TO_SCREEN, type AnalysisResponse } from '@vvq/contracts';
import { DataTable } from '@vvq/ui';
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
      <DataTable
        label="Presentations not screened"
        columns={[
          {
            key: 'presentation',
            header: 'Presentation',
            cell: (p) => labels.get(p.presentation) ?? p.presentation,
          },
          { key: 'ratings', header: 'Ratings', cell: (p) => p.n },
          { key: 'reason', header: 'Reason', cell: (p) => SCREENING_STATUS_TEXT[p.status] },
        ]}
        rows={rows.slice(0, SHOWN)}
        rowKey={(p) => p.presentation}
        striped={false}
        bordered={false}
        hover={false}
        responsive={false}
        className="mb-0"
      />
      {rows.length > SHOWN && <p className="small text-muted mb-0">{`… and ${rows.length - SHOWN} more`}</p>}
    </>
  );
}
