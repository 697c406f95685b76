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
export const REQUIRED_MESSAGES: Record<Exclude<QuestionnaireField, 'experience'>, string> = {
  age: 'Age is required',
  gender: 'Gender is required',
  education: 'Education is required',
  field_of_study: 'Field of Study is required',
  familiarity: 'Familiarity is required',
  understanding: 'Understanding is required',
  technical_knowledge: 'Technical Knowledge is required',
  quality_metrics: 'Quality Metrics familiarity is required',
  previous_participation: 'Previous Participation is required',
  quiz1: 'Quiz 1 is required',
  quiz2: 'Quiz 2 is required',
  quiz3: 'Quiz 3 is required',
  consent: 'You must agree to participate in this study',
};

export const EXPERIENCE_LIMIT_MESSAGE = 'Maximum limit is 50 words!';
export const AGE_RANGE_MESSAGE = `Please enter an age between ${AGE_MIN} and ${AGE_MAX}`;
export const UNDERSTANDING_RANGE_MESSAGE = `Understanding must be between ${UNDERSTANDING_MIN} and ${UNDERSTANDING_MAX}`;

/** The error of one field, or undefined when its value is acceptable. */
export function validateField(field: QuestionnaireField, values: QuestionnaireValues): string | undefined {
  if (field === 'experience') {
    return countWords(values.experience) > EXPERIENCE_MAX_WORDS ? EXPERIENCE_LIMIT_MESSAGE : undefined;
  }
  if (field === 'consent') return values.consent ? undefined : REQUIRED_MESSAGES.consent;
  const raw = values[field].trim();
  if (raw === '') return REQUIRED_MESSAGES[field];
  if (field === 'age') {
    const age = Number(raw);
    return Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX ? undefined : AGE_RANGE_MESSAGE;
  }
  if (field === 'understanding') {
    const level = Number(raw);
    return Number.isInteger(level) && level >= UNDERSTANDING_MIN && level <= UNDERSTANDING_MAX
      ? undefined
      : UNDERSTANDING_RANGE_MESSAGE;
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
