import { ApiRoutes, type StimulusImportReport } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** Confirms an upload's dry run: its files move into the media folder, its rows are written (all or none). */
export function applyUpload(apiBase: string, uploadId: string): Promise<StimulusImportReport> {
  return adminRequest<StimulusImportReport>(apiBase, ApiRoutes.admin.stimuliImportApply(uploadId), {
    method: 'POST',
  });
}
