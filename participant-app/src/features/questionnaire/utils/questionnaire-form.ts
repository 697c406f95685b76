import {
  AGE_MAX,
  AGE_MIN,
  CONSENT_VERSION,
  EXPERIENCE_MAX_WORDS,
  UNDERSTANDING_MAX,
  UNDERSTANDING_MIN,
  countWords,
  type QuestionnaireRequest,
} from '@vvq/contracts';
import { en, t } from '../../../i18n/later-pages';

/** Raw form values: every control holds a string until the form is submitted. */
export interface QuestionnaireValues {
  age: string;
  gender: string;
  education: string;
  field_of_study: string;
  familiarity: string;
  experience: string;
  understanding: string;
  technical_knowledge: string;
  quality_metrics: string;
  previous_participation: string;
  quiz1: string;
  quiz2: string;
  quiz3: string;
  consent: boolean;
}

export type QuestionnaireField = keyof QuestionnaireValues;
export type QuestionnaireErrors = Partial<Record<QuestionnaireField, string>>;

export const EMPTY_QUESTIONNAIRE: QuestionnaireValues = {
  age: '',
  gender: '',
  education: '',
  field_of_study: '',
  familiarity: '',
  experience: '',
  understanding: '',
  technical_knowledge: '',
  quality_metrics: '',
  previous_participation: '',
  quiz1: '',
  quiz2: '',
  quiz3: '',
  consent: false,
};

/** Spec section 5, word for word. */
type RequiredField = Exclude<QuestionnaireField, 'experience'>;
const required = (field: RequiredField) => t(`questionnaire.required.${field}`);

/** Spec section 5, word for word in English (the catalogue's `questionnaire.required.*`). */
export const REQUIRED_MESSAGES = Object.fromEntries(
  (Object.keys(EMPTY_QUESTIONNAIRE) as QuestionnaireField[])
    .filter((field): field is RequiredField => field !== 'experience')
    .map((field) => [field, en[`questionnaire.required.${field}`]]),
) as Record<RequiredField, string>;

export const EXPERIENCE_LIMIT_MESSAGE = en['questionnaire.experienceLimit'];
export const AGE_RANGE_MESSAGE = en['questionnaire.ageRange']
  .replace('{{min}}', String(AGE_MIN))
  .replace('{{max}}', String(AGE_MAX));
export const UNDERSTANDING_RANGE_MESSAGE = en['questionnaire.understandingRange']
  .replace('{{min}}', String(UNDERSTANDING_MIN))
  .replace('{{max}}', String(UNDERSTANDING_MAX));

/** The error of one field, or undefined when its value is acceptable. */
export function validateField(field: QuestionnaireField, values: QuestionnaireValues): string | undefined {
  if (field === 'experience') {
    return countWords(values.experience) > EXPERIENCE_MAX_WORDS
      ? t('questionnaire.experienceLimit')
      : undefined;
  }
  if (field === 'consent') return values.consent ? undefined : required('consent');
  const raw = values[field].trim();
  if (raw === '') return required(field);
  if (field === 'age') {
    const age = Number(raw);
    return Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX
      ? undefined
      : t('questionnaire.ageRange', { min: AGE_MIN, max: AGE_MAX });
  }
  if (field === 'understanding') {
    const level = Number(raw);
    return Number.isInteger(level) && level >= UNDERSTANDING_MIN && level <= UNDERSTANDING_MAX
      ? undefined
      : t('questionnaire.understandingRange', { min: UNDERSTANDING_MIN, max: UNDERSTANDING_MAX });
  }
  return undefined;
}

export function validateQuestionnaire(values: QuestionnaireValues): QuestionnaireErrors {
  const errors: QuestionnaireErrors = {};
  for (const field of Object.keys(values) as QuestionnaireField[]) {
    const error = validateField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The request body; call only with values that passed validation. */
export function toQuestionnaireRequest(values: QuestionnaireValues, userId: number): QuestionnaireRequest {
  const experience = values.experience.trim();
  return {
    user_id: userId,
    age: Number(values.age),
    gender: values.gender as QuestionnaireRequest['gender'],
    education: values.education as QuestionnaireRequest['education'],
    field_of_study: values.field_of_study as QuestionnaireRequest['field_of_study'],
    familiarity: values.familiarity as QuestionnaireRequest['familiarity'],
    experience: experience === '' ? null : experience,
    understanding: Number(values.understanding),
    technical_knowledge: values.technical_knowledge as QuestionnaireRequest['technical_knowledge'],
    quality_metrics: values.quality_metrics as QuestionnaireRequest['quality_metrics'],
    previous_participation: values.previous_participation as QuestionnaireRequest['previous_participation'],
    quiz1: values.quiz1 as QuestionnaireRequest['quiz1'],
    quiz2: values.quiz2 as QuestionnaireRequest['quiz2'],
    quiz3: values.quiz3 as QuestionnaireRequest['quiz3'],
    consent: values.consent,
    // The version of the consent text this form shows (CONSENT_TEXT): the API records it with the consent.
    consent_version: CONSENT_VERSION,
  };
}
