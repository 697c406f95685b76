import { useCallback, useEffect, useRef, useState } from 'react';
import { ANALYSIS_UPLOAD_MAX_BYTES, type AnalysisResponse } from '@vvq/contracts';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { getAnalysis } from '../api/get-analysis';
import { uploadAnalysis } from '../api/upload-analysis';
import { DEFAULT_ANALYSIS_SETTINGS, type AnalysisSettings } from '../utils/analysis-query';
import { readText } from '../utils/read-text';
import { analysisErrorText } from '../utils/analysis-error-text';

/** Database analysis on load and on every settings change; an uploaded CSV replaces it until the next run. */
export function useAnalysis() {
  const apiBase = useApiBase();
  const [settings, setSettings] = useState<AnalysisSettings>(DEFAULT_ANALYSIS_SETTINGS);
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
    void track(() => getAnalysis(apiBase, settings), 'Failed to run the analysis.');
  }, [apiBase, settings, track]);

  const upload = useCallback(
    async (file: File) => {
      if (file.size > ANALYSIS_UPLOAD_MAX_BYTES) {
        setError(`The CSV is larger than ${ANALYSIS_UPLOAD_MAX_BYTES / 1024 / 1024} MiB.`);
        return;
      }
      const csv = await readText(file);
      await track(() => uploadAnalysis(apiBase, settings, { csv }), 'Failed to analyse the uploaded file.');
    },
    [apiBase, settings, track],
  );

  return { settings, setSettings, result, loading, error, upload };
}
