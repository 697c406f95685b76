import { useEffect, useState } from 'react';
import { useApiBase } from '../../../lib/use-api-base';
import { getQuestionnaires } from '../api/get-questionnaires';
import { normalizeQuestionnaires, type QuestionnaireListResult } from '../utils/normalize-questionnaires';

export function useQuestionnaireList() {
  const apiBase = useApiBase();
  const [result, setResult] = useState<QuestionnaireListResult | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let active = true;
    getQuestionnaires(apiBase)
      .then((data) => {
        if (active) setResult(normalizeQuestionnaires(data));
      })
      .catch(() => {
        if (active) setError('Failed to load questionnaires');
      });
    return () => {
      active = false;
    };
  }, [apiBase]);

  return { result, loading: !result && !error, error };
}
