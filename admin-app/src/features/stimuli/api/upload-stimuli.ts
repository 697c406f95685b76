import { ApiRoutes, type StimulusImportReport } from '@vvq/contracts';
import { readAdminToken } from '../../../lib/admin-session';

export interface UploadSelection {
  manifest: File | null;
  distortion: File | null;
  files: File[];
  archive: File | null;
  transcode: boolean;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export type DryRunAnswer = StimulusImportReport & { upload_id: string };

/**
 * Sends the manifest and its files (or the zip) as multipart/form-data with XMLHttpRequest, the one browser API
 * that reports upload progress; answers the dry-run report. The error carries the server's own words.
 */
export function uploadStimuli(
  apiBase: string,
  selection: UploadSelection,
  onProgress: (progress: UploadProgress) => void,
): Promise<DryRunAnswer> {
  const form = new FormData();
  form.append('transcode', String(selection.transcode));
  if (selection.manifest) form.append('manifest', selection.manifest, selection.manifest.name);
  if (selection.distortion) form.append('distortion', selection.distortion, selection.distortion.name);
  if (selection.archive) form.append('archive', selection.archive, selection.archive.name);
  for (const file of selection.files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase}${ApiRoutes.admin.stimuliImport}`);
    const token = readAdminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : 0 });
    xhr.onerror = () => reject(new Error('The upload failed: the server could not be reached.'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the status says enough
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as DryRunAnswer);
      else {
        const error = (body as { error?: string } | null)?.error;
        reject(new Error(error || `The upload failed (${xhr.status}).`));
      }
    };
    xhr.send(form);
  });
}
