import { ApiRoutes, type StudySettingsUpdate } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/**
 * PATCH with only the changed keys, so a save never writes back (and records) a value this admin did not touch. The
 * answer is read by the caller: the new settings when the server sends them, else the form reloads them.
 */
export function updateStudySettings(apiBase: string, body: StudySettingsUpdate): Promise<unknown> {
  return adminRequest<unknown>(apiBase, ApiRoutes.admin.studySettings, { method: 'PATCH', body });
}
