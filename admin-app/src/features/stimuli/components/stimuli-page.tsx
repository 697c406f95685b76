import { useRef, useState } from 'react';
import { Alert, Button, Card, Container } from 'react-bootstrap';
import type { AdminStimulusRow, StimulusImportReport } from '@vvq/contracts';
import { PageSpinner } from '@vvq/ui';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { applyUpload } from '../api/apply-upload';
import type { StimulusChange } from '../api/change-stimulus';
import {
  type DryRunAnswer,
  type UploadProgress,
  type UploadSelection,
  uploadStimuli,
} from '../api/upload-stimuli';
import { useStimuli } from '../hooks/use-stimuli';
import { ImportForm } from './import-form';
import { ImportReportTable } from './import-report-table';
import { StimuliTable } from './stimuli-table';

const errorText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);
const DONE: Record<StimulusChange, string> = { retire: 'retired', restore: 'back in use', delete: 'deleted' };

/**
 * Stimuli (docs/experimenter/stimuli.md): upload a manifest and its files, read the dry-run report, apply it;
 * then each stimulus's lifecycle. After every action the focus moves to the status line, which says what happened.
 */
export function StimuliPage() {
  const apiBase = useApiBase();
  const stimuli = useStimuli();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<DryRunAnswer | StimulusImportReport | null>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean }>({ text: '', failed: false });
  const statusRef = useRef<HTMLParagraphElement>(null);
  const say = (text: string, failed = false) => {
    setStatus({ text, failed });
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const upload = async (selection: UploadSelection) => {
    setBusy(true);
    setReport(null);
    setProgress({ loaded: 0, total: 0 });
    try {
      const answer = await uploadStimuli(apiBase, selection, setProgress);
      setReport(answer);
      say(
        answer.summary.error > 0
          ? `The dry run found ${answer.summary.error} error(s): nothing can be imported until they are fixed.`
          : 'Dry run done: read the report, then apply the import.',
        answer.summary.error > 0,
      );
    } catch (e) {
      say(errorText(e, 'The upload failed.'), true);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!report || !('upload_id' in report)) return;
    setBusy(true);
    try {
      const done = await applyUpload(apiBase, report.upload_id);
      setReport(done);
      await stimuli.reload();
      say(
        done.applied
          ? `Imported: ${done.summary.insert} new, ${done.summary.update} changed.`
          : 'Nothing was imported: see the report.',
        !done.applied,
      );
    } catch (e) {
      if (!isUnauthorized(e)) say(errorText(e, 'The import failed.'), true);
    } finally {
      setBusy(false);
    }
  };

  const change = async (row: AdminStimulusRow, what: StimulusChange) => {
    try {
      await stimuli.change({ videoId: row.video_id, what });
      say(`${row.label} is ${DONE[what]}.`);
    } catch (e) {
      if (!isUnauthorized(e)) say(errorText(e, 'The change failed.'), true);
    }
  };

  const canApply = report !== null && 'upload_id' in report && !report.applied && report.summary.error === 0;
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">Stimuli</h1>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={status.failed ? 'text-danger' : 'text-success'}
      >
        {status.text}
      </p>
      <Card className="mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Import a manifest
          </Card.Title>
          <ImportForm busy={busy} progress={progress} onSubmit={(s) => void upload(s)} />
          {report ? (
            <div className="mt-4">
              <ImportReportTable report={report} />
              {canApply ? (
                <Button variant="success" disabled={busy} onClick={() => void apply()}>
                  Apply the import
                </Button>
              ) : null}
            </div>
          ) : null}
        </Card.Body>
      </Card>
      <h2 className="h5">Catalogue</h2>
      {stimuli.loadError ? <Alert variant="danger">{stimuli.loadError}</Alert> : null}
      {stimuli.loading ? (
        <PageSpinner />
      ) : (
        <StimuliTable rows={stimuli.rows} onChange={(r, w) => void change(r, w)} />
      )}
    </Container>
  );
}
