import { ApiRoutes, type StoredQuestionnaire } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';

/** The server may answer with an array or a single object (spec section 7). */
export function getQuestionnaires(apiBase: string): Promise<StoredQuestionnaire[] | StoredQuestionnaire | unknown> {
  return adminRequest<unknown>(apiBase, ApiRoutes.admin.questionnaires);
}
