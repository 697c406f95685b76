import { useCallback, useEffect, useRef, useState } from 'react';
import { ANALYSIS_UPLOAD_MAX_BYTES, type AnalysisResponse } from '@vvq/contracts';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { getAnalysis } from '../api/get-analysis';
import { uploadAnalysis } from '../api/upload-analysis';
import { DEFAULT_ANALYSIS_SETTINGS, type AnalysisSettings } from '../utils/analysis-query';
import { readText } from '../utils/read-text';
import { analysisErrorText } from '../utils/analysis-error-text';

/** What is analysed: the study's ratings, or an uploaded CSV (kept to ask for its other pages of observers). */
type AnalysisSource = { kind: 'database' } | { kind: 'upload'; csv: string };

/**
 * Database analysis on load and on every settings change; an uploaded CSV replaces it until the next run. The
 * answer holds one page of observers; another page re-runs the same analysis from that observer on.
 */
export function useAnalysis() {
  const apiBase = useApiBase();
  const [settings, setSettingsState] = useState<AnalysisSettings>(DEFAULT_ANALYSIS_SETTINGS);
  const [source, setSource] = useState<AnalysisSource>({ kind: 'database' });
  const [observerOffset, setObserverOffset] = useState(0);
  const [result, setResult] = useState<AnalysisResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const request = useRef(0);

  const track = useCallback(async (work: () => Promise<AnalysisResponse>, fallback: string) => {
    const id = ++request.current;
    setLoading(true);
    setError('');
    try {
      const response = await work();
      if (id === request.current) setResult(response);
    } catch (e) {
      if (id === request.current && !isUnauthorized(e)) setError(analysisErrorText(e, fallback));
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (source.kind === 'upload') {
      void track(
        () => uploadAnalysis(apiBase, settings, { csv: source.csv }, observerOffset),
        'Failed to analyse the uploaded file.',
      );
    } else {
      void track(() => getAnalysis(apiBase, settings, observerOffset), 'Failed to run the analysis.');
    }
  }, [apiBase, settings, source, observerOffset, track]);

  const setSettings = useCallback((next: AnalysisSettings) => {
    setSettingsState(next);
    setSource({ kind: 'database' });
    setObserverOffset(0);
  }, []);

  const upload = useCallback(async (file: File) => {
    if (file.size > ANALYSIS_UPLOAD_MAX_BYTES) {
      setError(`The CSV is larger than ${ANALYSIS_UPLOAD_MAX_BYTES / 1024 / 1024} MiB.`);
      return;
    }
    const csv = await readText(file);
    setSource({ kind: 'upload', csv });
    setObserverOffset(0);
  }, []);

  return { settings, setSettings, result, loading, error, upload, showObservers: setObserverOffset };
}
