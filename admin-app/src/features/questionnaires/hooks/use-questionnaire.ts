import { useQuery } from '@tanstack/react-query';
import { useApiBase } from '../../../lib/use-api-base';
import { questionnaireQueryOptions } from '../api/get-questionnaire';

/** A 404 or an empty answer means nothing was found (null); any other failure is a load error. */
export function useQuestionnaire(id: string | undefined) {
  const apiBase = useApiBase();
  const { data, isPending, error } = useQuery({
    ...questionnaireQueryOptions(apiBase, id ?? ''),
    enabled: Boolean(id),
  });
  return {
    questionnaire: data ?? null,
    loading: Boolean(id) && isPending,
    error: error ? 'Failed to load questionnaire details' : '',
  };
}
