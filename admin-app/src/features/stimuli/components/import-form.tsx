import { type FormEvent, useState } from 'react';
import { Button, Form, ProgressBar } from 'react-bootstrap';
import type { UploadProgress, UploadSelection } from '../api/upload-stimuli';
import { formatBytes } from '../utils/format-bytes';

const NONE: UploadSelection = {
  manifest: null,
  distortion: null,
  files: [],
  archive: null,
  transcode: false,
};

/**
 * What to upload: a manifest with its files, or one zip; the `--transcode` switch. While the upload runs, the
 * progress bar says how many bytes of how many files have gone.
 */
export function ImportForm({
  busy,
  progress,
  onSubmit,
}: {
  busy: boolean;
  progress: UploadProgress | null;
  onSubmit: (selection: UploadSelection) => void;
}) {
  const [selection, setSelection] = useState<UploadSelection>(NONE);
  const pick = (key: 'manifest' | 'distortion' | 'archive') => (e: React.ChangeEvent<HTMLInputElement>) =>
    setSelection((s) => ({ ...s, [key]: e.target.files?.[0] ?? null }));
  const fileCount = selection.files.length + (selection.archive ? 1 : 0) + (selection.manifest ? 1 : 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(selection);
  };
  const percent = progress && progress.total > 0 ? Math.round((100 * progress.loaded) / progress.total) : 0;
  return (
    <Form onSubmit={submit} aria-label="Import stimuli">
      <Form.Group className="mb-3" controlId="stimuli-manifest">
        <Form.Label>Manifest (CSV or JSON)</Form.Label>
        <Form.Control type="file" accept=".csv,.json" onChange={pick('manifest')} disabled={busy} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="stimuli-distortion">
        <Form.Label>Distortion examples (CSV, optional)</Form.Label>
        <Form.Control type="file" accept=".csv" onChange={pick('distortion')} disabled={busy} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="stimuli-files">
        <Form.Label>Media files</Form.Label>
        <Form.Control
          type="file"
          multiple
          accept="video/*"
          disabled={busy}
          onChange={(e) => {
            const input = e.target as HTMLInputElement;
            setSelection((s) => ({ ...s, files: [...(input.files ?? [])] }));
          }}
        />
        <Form.Text>Each goes where the manifest names a file of that name.</Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="stimuli-archive">
        <Form.Label>Or one .zip (manifest.csv or manifest.json at its root, with the files)</Form.Label>
        <Form.Control type="file" accept=".zip" onChange={pick('archive')} disabled={busy} />
      </Form.Group>
      <Form.Check
        className="mb-3"
        id="stimuli-transcode"
        label="Make a web-safe H.264 copy of files browsers cannot play (transcode)"
        checked={selection.transcode}
        disabled={busy}
        onChange={(e) => setSelection((s) => ({ ...s, transcode: e.target.checked }))}
      />
      <Button type="submit" disabled={busy || (!selection.manifest && !selection.archive)}>
        Upload and check (dry run)
      </Button>
      {progress ? (
        <div className="mt-3">
          {/* The bar as a child: react-bootstrap puts the given props on the element with role="progressbar"
              only then (on the outer .progress, which has no role, the name was lost and the attribute not allowed). */}
          <ProgressBar>
            <ProgressBar now={percent} label={`${percent}%`} aria-label="Upload progress" />
          </ProgressBar>
          <p className="small text-muted mt-1 mb-0">
            {formatBytes(progress.loaded)} of {formatBytes(progress.total)} sent · {fileCount} file(s)
          </p>
        </div>
      ) : null}
    </Form>
  );
}
