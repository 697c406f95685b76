import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort, saveBlob, type DownloadProgress } from '@vvq/ui';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { downloadAnalysisExport, type AnalysisExport } from '../api/download-analysis-export';
import type { AnalysisSettings } from '../utils/analysis-query';
import { analysisErrorText } from '../utils/analysis-error-text';

/** The abort reason of the Cancel button, to tell it from leaving the screen. */
const CANCELLED = new DOMException('The export was cancelled.', 'AbortError');

export interface RunningExport {
  kind: AnalysisExport;
  progress: DownloadProgress;
}

/**
 * One export at a time, streamed so progress shows and the rest of the screen keeps working; Cancel aborts the
 * request. The file is saved under the server's name once the last byte has arrived.
 */
export function useAnalysisExport(settings: AnalysisSettings) {
  const apiBase = useApiBase();
  const [running, setRunning] = useState<RunningExport | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen ends a running download instead of saving a file the admin no longer expects.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (kind: AnalysisExport) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setError('');
      setNotice('');
      setRunning({ kind, progress: { received: 0, total: null, fraction: null } });
      try {
        const { blob, filename } = await downloadAnalysisExport(apiBase, kind, settings, {
          signal: abort.signal,
          onProgress: (progress) => setRunning({ kind, progress }),
        });
        saveBlob(blob, filename);
        setNotice(`Saved ${filename}.`);
      } catch (e) {
        if (isAbort(e)) {
          if (abort.signal.reason === CANCELLED) setNotice('Export cancelled.');
        } else if (!isUnauthorized(e)) {
          setError(analysisErrorText(e, e instanceof Error && e.message ? e.message : 'unknown error'));
        }
      } finally {
        controller.current = null;
        setRunning(null);
      }
    },
    [apiBase, settings],
  );

  const cancel = useCallback(() => controller.current?.abort(CANCELLED), []);

  return { running, error, notice, start, cancel };
}
