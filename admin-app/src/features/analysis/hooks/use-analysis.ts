import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ANALYSIS_UPLOAD_MAX_BYTES } from '@vvq/contracts';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { analysisQueryOptions } from '../api/get-analysis';
import { analysisUploadQueryOptions, type UploadedCsv } from '../api/upload-analysis';
import { DEFAULT_ANALYSIS_SETTINGS, type AnalysisSettings } from '../utils/analysis-query';
import { readText } from '../utils/read-text';
import { analysisErrorText } from '../utils/analysis-error-text';

/** What is analysed: the study's ratings, or an uploaded CSV (kept to ask for its other pages of observers). */
type AnalysisSource = { kind: 'database' } | ({ kind: 'upload' } & UploadedCsv);

const NO_UPLOAD: UploadedCsv = { id: 0, csv: '' };

/**
 * Database analysis on load and on every settings change; an uploaded CSV replaces it until the settings change. The
 * answer holds one page of observers; another page re-runs the same analysis from that observer on.
 */
export function useAnalysis() {
  const apiBase = useApiBase();
  const [settings, setSettingsState] = useState<AnalysisSettings>(DEFAULT_ANALYSIS_SETTINGS);
  const [source, setSource] = useState<AnalysisSource>({ kind: 'database' });
  const [observerOffset, setObserverOffset] = useState(0);
  const [fileError, setFileError] = useState('');
  const uploads = useRef(0);

  // Two queries, one enabled: the source decides which one the screen shows.
  const uploaded = source.kind === 'upload' ? source : NO_UPLOAD;
  const database = useQuery({
    ...analysisQueryOptions(apiBase, settings, observerOffset),
    enabled: source.kind === 'database',
  });
  const upload = useQuery({
    ...analysisUploadQueryOptions(apiBase, settings, uploaded, observerOffset),
    enabled: source.kind === 'upload',
  });
  const query = source.kind === 'upload' ? upload : database;
  const fallback =
    source.kind === 'upload' ? 'Failed to analyse the uploaded file.' : 'Failed to run the analysis.';
  // A 401 is handled once for the whole admin area (libs/ui): it leaves the screen, so no text here.
  const queryError =
    query.error && !isUnauthorized(query.error) ? analysisErrorText(query.error, fallback) : '';

  const setSettings = useCallback((next: AnalysisSettings) => {
    setSettingsState(next);
    setSource({ kind: 'database' });
    setObserverOffset(0);
    setFileError('');
  }, []);

  const analyseFile = useCallback(async (file: File) => {
    if (file.size > ANALYSIS_UPLOAD_MAX_BYTES) {
      setFileError(`The CSV is larger than ${ANALYSIS_UPLOAD_MAX_BYTES / 1024 / 1024} MiB.`);
      return;
    }
    setFileError('');
    const csv = await readText(file);
    uploads.current += 1;
    setSource({ kind: 'upload', id: uploads.current, csv });
    setObserverOffset(0);
  }, []);

  return {
    settings,
    setSettings,
    result: query.data ?? null,
    loading: query.isFetching,
    error: fileError || queryError,
    upload: analyseFile,
    showObservers: setObserverOffset,
  };
}
