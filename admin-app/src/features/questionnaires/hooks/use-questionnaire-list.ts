import { useQuery } from '@tanstack/react-query';
import { useApiBase } from '../../../lib/use-api-base';
import { questionnairesQueryOptions } from '../api/get-questionnaires';

export function useQuestionnaireList() {
  const apiBase = useApiBase();
  const { data, isPending, error } = useQuery(questionnairesQueryOptions(apiBase));
  return { result: data ?? null, loading: isPending, error: error ? 'Failed to load questionnaires' : '' };
}
