import { useEffect, useState } from 'react';
import { ApiError } from '@vvq/ui';
import type { StoredQuestionnaire } from '@vvq/contracts';
import { useApiBase } from '../../../lib/use-api-base';
import { getQuestionnaire } from '../api/get-questionnaire';

/** A 404 or an empty answer means nothing was found; any other failure is a load error. */
export function useQuestionnaire(id: string | undefined) {
  const apiBase = useApiBase();
  const [questionnaire, setQuestionnaire] = useState<StoredQuestionnaire | null>(null);
  const [loading, setLoading] = useState(Boolean(id));
  const [error, setError] = useState('');

  useEffect(() => {
    if (!id) return undefined;
    let active = true;
    getQuestionnaire(apiBase, id)
      .then((data) => {
        if (active) setQuestionnaire(data && typeof data === 'object' && !Array.isArray(data) ? data : null);
      })
      .catch((e: unknown) => {
        if (!active) return;
        if (e instanceof ApiError && e.status === 404) setQuestionnaire(null);
        else setError('Failed to load questionnaire details');
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [apiBase, id]);

  return { questionnaire, loading, error };
}
