import { Badge } from 'react-bootstrap';
import type { StimulusImportReport, StimulusImportRow } from '@vvq/contracts';
import { DataTable } from '@vvq/ui';

const STATUS_VARIANT = { ok: 'success', warning: 'warning', error: 'danger' } as const;

/** The dry-run report: a summary line, then one row per stimulus and distortion example with its reasons. */
export function ImportReportTable({ report }: { report: StimulusImportReport }) {
  const s = report.summary;
  return (
    <>
      <p className="mb-2">
        {s.rows} stimuli: {s.ok} ok, {s.warning} with warnings, {s.error} with errors — {s.insert} new,{' '}
        {s.update} changed, {s.unchanged} unchanged, {s.refused} refused; {s.distortion_examples} distortion
        examples.
      </p>
      <DataTable<StimulusImportRow>
        label="Import report"
        rows={[...report.rows, ...report.distortion]}
        rowKey={(r, i) => `${r.where}-${i}`}
        columns={[
          { key: 'where', header: 'Where', cell: (r) => r.where },
          { key: 'label', header: 'Label', cell: (r) => r.label },
          {
            key: 'status',
            header: 'Check',
            cell: (r) => (
              <Badge bg={STATUS_VARIANT[r.status]} text={r.status === 'warning' ? 'dark' : undefined}>
                {r.status}
              </Badge>
            ),
          },
          { key: 'action', header: 'Import does', cell: (r) => r.action },
          {
            key: 'messages',
            header: 'Why',
            cell: (r) =>
              r.messages.length === 0 ? (
                ''
              ) : (
                <ul className="mb-0 ps-3">
                  {r.messages.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </>
  );
}
