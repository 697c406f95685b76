import { ApiRoutes, type StoredQuestionnaire } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

export function getQuestionnaire(apiBase: string, id: number | string): Promise<StoredQuestionnaire | null> {
  return adminRequest<StoredQuestionnaire | null>(apiBase, ApiRoutes.admin.questionnaire(encodeURIComponent(String(id))));
}
