import { ApiRoutes, type StudySettingKey } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** Forgets the saved value of one setting: it reads the environment's value or the default again (recorded). */
export function resetStudySetting(apiBase: string, key: StudySettingKey): Promise<unknown> {
  return adminRequest<unknown>(apiBase, ApiRoutes.admin.studySetting(key), { method: 'DELETE' });
}
