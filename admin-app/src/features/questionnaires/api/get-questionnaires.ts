import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes } from '@vvq/contracts';
import { adminRequest } from '../../../lib/admin-request';
import { normalizeQuestionnaires, type QuestionnaireListResult } from '../utils/normalize-questionnaires';

/** The server may answer with an array or a single object (spec section 7); both become a typed result. */
export async function getQuestionnaires(apiBase: string): Promise<QuestionnaireListResult> {
  return normalizeQuestionnaires(await adminRequest<unknown>(apiBase, ApiRoutes.admin.questionnaires));
}

export function questionnairesQueryOptions(apiBase: string) {
  return queryOptions({ queryKey: ['admin', 'questionnaires'], queryFn: () => getQuestionnaires(apiBase) });
}
