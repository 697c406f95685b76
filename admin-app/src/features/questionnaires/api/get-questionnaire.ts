import { queryOptions } from '@tanstack/react-query';
import { ApiRoutes, type StoredQuestionnaire } from '@vvq/contracts';
import { ApiError } from '@vvq/ui';
import { adminRequest } from '../../../lib/admin-request';

/** One questionnaire, or null when there is none: a 404, an empty answer or anything but an object. */
export async function getQuestionnaire(
  apiBase: string,
  id: number | string,
): Promise<StoredQuestionnaire | null> {
  try {
    const data = await adminRequest<unknown>(
      apiBase,
      ApiRoutes.admin.questionnaire(encodeURIComponent(String(id))),
    );
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as StoredQuestionnaire) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function questionnaireQueryOptions(apiBase: string, id: string) {
  return queryOptions({
    queryKey: ['admin', 'questionnaire', id],
    queryFn: () => getQuestionnaire(apiBase, id),
  });
}
