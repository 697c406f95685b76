import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  adminListSearch,
  ApiRoutes,
  LIST_TOTAL_HEADER,
  type AdminListQuery,
  type StoredQuestionnaire,
} from '@vvq/contracts';
import { adminResponse } from '../../../lib/admin-request';
import { normalizeQuestionnaires, type QuestionnaireListResult } from '../utils/normalize-questionnaires';

/** One server page as the list screen reads it: the typed result (spec section 7's shapes) and the total. */
export interface QuestionnairePage {
  result: QuestionnaireListResult;
  total: number;
}

/**
 * One page of the questionnaires, filtered on the server. The answer may still be an array or a single object
 * (spec section 7); without the total header (a server that ignores paging) the page is cut here from the whole list.
 */
export async function getQuestionnairesPage(
  apiBase: string,
  query: AdminListQuery,
): Promise<QuestionnairePage> {
  const { data, headers } = await adminResponse<unknown>(
    apiBase,
    `${ApiRoutes.admin.questionnaires}${adminListSearch(query)}`,
  );
  const result = normalizeQuestionnaires(data);
  const rows: StoredQuestionnaire[] = result.kind === 'rows' ? result.rows : [];
  const header = Number(headers?.get(LIST_TOTAL_HEADER) ?? NaN);
  if (Number.isInteger(header) && header >= 0) return { result, total: header };
  if (result.kind !== 'rows') return { result, total: 0 };
  const offset = query.offset ?? 0;
  const end = query.limit === undefined ? undefined : offset + query.limit;
  return { result: { kind: 'rows', rows: rows.slice(offset, end) }, total: rows.length };
}

/** The previous page stays on screen while the next one loads. */
export function questionnairesPageQueryOptions(apiBase: string, query: AdminListQuery) {
  return queryOptions({
    queryKey: ['admin', 'questionnaires', 'page', query],
    queryFn: () => getQuestionnairesPage(apiBase, query),
    placeholderData: keepPreviousData,
  });
}
