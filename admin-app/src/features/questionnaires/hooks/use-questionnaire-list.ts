import { useQuery } from '@tanstack/react-query';
import type { AdminListQuery } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { questionnairesPageQueryOptions } from '../api/get-questionnaires-page';

/** One server page of the submitted questionnaires (`query`: page and filter) and how many match. */
export function useQuestionnaireList(query: AdminListQuery) {
  const apiBase = useApiBase();
  const { data, isPending, error } = useQuery(questionnairesPageQueryOptions(apiBase, query));
  return {
    result: data?.result ?? null,
    total: data?.total ?? 0,
    loading: isPending,
    error: error ? 'Failed to load questionnaires' : '',
  };
}
