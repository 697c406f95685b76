import { Alert, Button, ButtonGroup, ProgressBar } from 'react-bootstrap';
import type { AnalysisExport } from '../api/download-analysis-export';
import { useAnalysisExport, type RunningExport } from '../hooks/use-analysis-export';
import type { AnalysisSettings } from '../utils/analysis-query';
import { formatBytes } from '../utils/format-bytes';

export const EXPORT_LABELS: Record<AnalysisExport, string> = {
  rawCsv: 'Raw scores CSV',
  rawXlsx: 'Raw scores XLSX',
  conditionsCsv: 'Conditions CSV',
  conditionsXlsx: 'Conditions XLSX',
  surealPy: 'sureal dataset (.py)',
};

/** Every export of the analysis API, one at a time, with progress and Cancel; the rest of the screen stays usable. */
export function AnalysisExports({ settings }: { settings: AnalysisSettings }) {
  const exporter = useAnalysisExport(settings);
  return (
    <section aria-label="Exports" className="mb-3">
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <span className="text-muted small">
          Exports (database ratings, current settings, pseudonymous observers):
        </span>
        <ButtonGroup size="sm">
          {(Object.keys(EXPORT_LABELS) as AnalysisExport[]).map((kind) => (
            <Button
              key={kind}
              variant="outline-success"
              disabled={exporter.running !== null}
              onClick={() => void exporter.start(kind)}
            >
              {EXPORT_LABELS[kind]}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      {exporter.running && <ExportProgress running={exporter.running} onCancel={exporter.cancel} />}
      {exporter.error && (
        <Alert variant="danger" className="mt-2 mb-0">
          {`Export failed: ${exporter.error}`}
        </Alert>
      )}
      {exporter.notice && !exporter.running && (
        <p className="small text-muted mt-2 mb-0">{exporter.notice}</p>
      )}
    </section>
  );
}

function ExportProgress({ running, onCancel }: { running: RunningExport; onCancel: () => void }) {
  const { received, total, fraction } = running.progress;
  const label =
    fraction === null
      ? `${formatBytes(received)} received`
      : `${Math.round(fraction * 100)}% (${formatBytes(received)} of ${formatBytes(total ?? 0)})`;
  return (
    <div className="d-flex align-items-center gap-2 mt-2" role="status" aria-label="Export progress">
      <span className="small text-nowrap">{`Downloading ${EXPORT_LABELS[running.kind]}…`}</span>
      {/* The bar as a child, so its name lands on the element with role="progressbar" (axe: on the outer
          .progress it named nothing and was an attribute that element may not have). */}
      <ProgressBar className="flex-grow-1" style={{ minWidth: '10rem' }}>
        <ProgressBar
          // Without a length the bar cannot fill proportionally: a full striped bar shows activity, the label the bytes.
          now={fraction === null ? 100 : Math.round(fraction * 100)}
          animated={fraction === null}
          striped={fraction === null}
          aria-label={`${EXPORT_LABELS[running.kind]} download`}
          aria-valuetext={label}
        />
      </ProgressBar>
      <span className="small text-nowrap" data-testid="export-progress-text">
        {label}
      </span>
      <Button size="sm" variant="outline-secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
