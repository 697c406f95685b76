import { useState } from 'react';
import { EXPERIENCE_MAX_WORDS, countWords } from '@vvq/contracts';
import { ApiError } from '@vvq/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { getUserId, setHasSubmitted } from '../../../lib/session-storage';
import { useSubmitQuestionnaire } from '../api/submit-questionnaire';
import {
  EMPTY_QUESTIONNAIRE,
  toQuestionnaireRequest,
  validateField,
  validateQuestionnaire,
  type QuestionnaireErrors,
  type QuestionnaireField,
  type QuestionnaireValues,
} from '../utils/questionnaire-form';
import { en, t, wordApiMessage } from '../../../i18n/later-pages';

export const QUESTIONNAIRE_SUCCESS = en['questionnaire.success'];
/** A 400 is the server refusing an answer (the spec's "logged only" stays for every other failure). */
export const QUESTIONNAIRE_REFUSED = en['questionnaire.refused'];

export function useQuestionnaireForm() {
  const { mutateAsync: submitQuestionnaire } = useSubmitQuestionnaire();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [values, setValues] = useState<QuestionnaireValues>(EMPTY_QUESTIONNAIRE);
  const [errors, setErrors] = useState<QuestionnaireErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [success, setSuccess] = useState(false);
  /** The server's reason when it refused the answers (400). */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Counts refused submits, so the page moves focus to the first error after each one. */
  const [refusals, setRefusals] = useState(0);

  const setField = <F extends QuestionnaireField>(field: F, value: QuestionnaireValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown error follows the edits; a field never touched keeps quiet until submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateField(field, next) }));
  };

  /** Spec section 5: input beyond 50 words is refused, and the limit message shows. */
  const setExperience = (text: string) => {
    if (countWords(text) > EXPERIENCE_MAX_WORDS) {
      setErrors((current) => ({ ...current, experience: t('questionnaire.experienceLimit') }));
      return;
    }
    setValues((current) => ({ ...current, experience: text }));
    setErrors((current) => ({ ...current, experience: undefined }));
  };

  const submit = async () => {
    if (submitting || success) return;
    const found = validateQuestionnaire(values);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      setRefusals((n) => n + 1);
      return;
    }
    setSubmitting(true);
    try {
      await submitQuestionnaire(toQuestionnaireRequest(values, Number(getUserId())));
      setHasSubmitted(true);
      setSuccess(true);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      navigateLater(paths.dashboard);
    } catch (error) {
      // Spec section 8: submit failures are logged only; a 400 (the server refusing an answer) also shows its reason.
      console.error('Questionnaire submit failed', error);
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 400) {
        setRefusal(
          `${t('questionnaire.refused')} ${wordApiMessage(ApiError.messageOf(error.body) ?? error.message)}`,
        );
        setRefusals((n) => n + 1);
      }
      if (error instanceof ApiError && error.status === 409) {
        setHasSubmitted(true);
        navigate(paths.dashboard);
      }
    }
  };

  return { values, errors, refusal, refusals, submitting, success, setField, setExperience, submit };
}
