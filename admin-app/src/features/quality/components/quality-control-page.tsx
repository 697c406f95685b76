import { useRef, useState } from 'react';
import { Alert, Card, Container } from 'react-bootstrap';
import type { QualityFlag, QualityMark, QualityMarkRequest } from '@vvq/contracts';
import { ConfirmDialog, PageSpinner } from '@vvq/ui';
import { isUnauthorized } from '../../../lib/admin-request';
import { useQualityFlags } from '../hooks/use-quality-flags';
import { useQualityMarks } from '../hooks/use-quality-marks';
import { KIND_LABELS, RULE_LABELS } from '../utils/describe-quality';
import { FlagsTable } from './flags-table';
import { GoldPairsCard } from './gold-pairs-card';
import { MarkVideoForm } from './mark-video-form';
import { MarksTable } from './marks-table';

type Pending = { type: 'clear'; mark: QualityMark } | { type: 'reverse'; flag: QualityFlag } | null;

const errorText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/**
 * Quality control (docs/developer/decisions/quality.md): mark catalogue videos as training, gold or trap
 * items, and review the participants live gating stopped. After every action the focus moves to the status
 * line, which says what happened (the button that was pressed may be gone), so keyboard and screen-reader
 * users land on the outcome.
 */
export function QualityControlPage() {
  const marks = useQualityMarks();
  const flags = useQualityFlags();
  const [status, setStatus] = useState<{ text: string; failed: boolean }>({ text: '', failed: false });
  // What the dialog asks about; kept while it fades out so its text does not change, cleared once it is gone.
  const [pending, setPending] = useState<Pending>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const focusStatus = () => requestAnimationFrame(() => statusRef.current?.focus());
  const report = (text: string, failed = false) => {
    setStatus({ text, failed });
    // After React has rendered the text, so the focused element announces it.
    focusStatus();
  };
  const ask = (what: NonNullable<Pending>) => {
    setPending(what);
    setOpen(true);
  };

  const saveMark = async (videoId: number, request: QualityMarkRequest, label: string) => {
    try {
      await marks.setMark({ videoId, body: request });
      report(`Marked ${label} as ${KIND_LABELS[request.kind].toLowerCase()}.`);
    } catch (e) {
      if (!isUnauthorized(e)) report(errorText(e, 'Failed to save the mark.'), true);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.type === 'clear') {
        await marks.clearMark(pending.mark.video_id);
        setStatus({ text: `Video ${pending.mark.video_id} is a scored video again.`, failed: false });
      } else {
        await flags.reverse(pending.flag.id);
        setStatus({
          text: `Flag reversed: participant #${pending.flag.user_id} may continue.`,
          failed: false,
        });
      }
    } catch (e) {
      if (!isUnauthorized(e)) setStatus({ text: errorText(e, 'The change failed.'), failed: true });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  // The dialog gives the focus back to the button that opened it, which may be gone: the outcome takes it instead.
  const exited = () => {
    setPending(null);
    focusStatus();
  };

  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-4">Quality control</h1>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className={status.failed ? 'text-danger' : 'text-muted'}
      >
        {status.text}
      </p>
      <Card className="mb-4">
        <Card.Body>
          {marks.loading ? (
            <PageSpinner label="Loading the catalogue" />
          ) : marks.loadError ? (
            <Alert variant="danger">{marks.loadError}</Alert>
          ) : (
            <>
              <MarkVideoForm videos={marks.videos} scoreLabels={marks.scoreLabels} onSubmit={saveMark} />
              <h2 className="h5 mt-4">Marked videos</h2>
              <MarksTable marks={marks.marks} onClear={(mark) => ask({ type: 'clear', mark })} />
            </>
          )}
        </Card.Body>
      </Card>
      {!marks.loading && !marks.loadError && marks.method === 'pc' && <GoldPairsCard videos={marks.videos} />}
      <Card>
        <Card.Body>
          <h2 className="h5">Flagged participants</h2>
          {flags.loading ? (
            <PageSpinner label="Loading flagged participants" />
          ) : flags.loadError ? (
            <Alert variant="danger">{flags.loadError}</Alert>
          ) : (
            <FlagsTable flags={flags.flags} onReverse={(flag) => ask({ type: 'reverse', flag })} />
          )}
        </Card.Body>
      </Card>
      <ConfirmDialog
        show={open}
        busy={busy}
        message={
          pending?.type === 'reverse'
            ? `Reverse the flag (${RULE_LABELS[pending.flag.rule] ?? pending.flag.rule}) of participant #${pending.flag.user_id}? They will get videos again.`
            : `Clear the mark of video ${pending?.type === 'clear' ? pending.mark.video_id : ''}? It becomes a scored video again.`
        }
        confirmLabel={pending?.type === 'reverse' ? 'Reverse' : 'Clear mark'}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
        onExited={exited}
      />
    </Container>
  );
}
