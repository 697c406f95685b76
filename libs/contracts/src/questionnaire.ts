export const GENDERS = ['Male', 'Female', 'Non-binary', 'Prefer not to say', 'Other'] as const;
export const EDUCATIONS = ['High School', "Bachelor's Degree", "Master's Degree", 'Ph.D.', 'Other'] as const;
export const FIELDS_OF_STUDY = ['Engineering', 'Arts and Creative Industries', 'Film', 'Other'] as const;
export const FAMILIARITY = ['Very Familiar', 'Somewhat Familiar', 'Not Familiar'] as const;
export const TECHNICAL_KNOWLEDGE = [
  'Very Knowledgeable',
  'Somewhat Knowledgeable',
  'Not Knowledgeable',
] as const;
export const QUALITY_METRICS = FAMILIARITY;
export const YES_NO = ['Yes', 'No'] as const;
export const QUIZ1_OPTIONS = [
  'Captures 3D space',
  'Captures 2D space',
  'Only sound',
  'None of the above',
] as const;
export const QUIZ2_OPTIONS = [
  'With a standard video camera',
  'Using multiple cameras and depth sensors',
  'Via 2D animation software',
  'None of the above',
] as const;
export const QUIZ3_OPTIONS = [
  'Text Messaging',
  'Virtual Reality Experiences',
  'Music Production',
  'None of the above',
] as const;

export const EXPERIENCE_MAX_WORDS = 50;
export const AGE_MIN = 16;
export const AGE_MAX = 120;
export const UNDERSTANDING_MIN = 1;
export const UNDERSTANDING_MAX = 5;

export type Gender = (typeof GENDERS)[number];
export type Education = (typeof EDUCATIONS)[number];
export type FieldOfStudy = (typeof FIELDS_OF_STUDY)[number];
export type Familiarity = (typeof FAMILIARITY)[number];
export type TechnicalKnowledge = (typeof TECHNICAL_KNOWLEDGE)[number];
export type YesNo = (typeof YES_NO)[number];

export interface QuestionnaireAnswers {
  age: number;
  gender: Gender;
  education: Education;
  field_of_study: FieldOfStudy;
  familiarity: Familiarity;
  experience?: string | null;
  understanding: number;
  technical_knowledge: TechnicalKnowledge;
  quality_metrics: Familiarity;
  previous_participation: YesNo;
  quiz1: (typeof QUIZ1_OPTIONS)[number];
  quiz2: (typeof QUIZ2_OPTIONS)[number];
  quiz3: (typeof QUIZ3_OPTIONS)[number];
  consent: boolean;
}
export interface QuestionnaireRequest extends QuestionnaireAnswers {
  user_id: number;
  /** CONSENT_VERSION of the consent text the form showed; the API records the current one when it is absent. */
  consent_version?: string;
}
export interface QuestionnaireSubmitResponse {
  message: string;
  id: number;
}
export interface CheckQuestionnaireResponse {
  hasSubmitted: boolean;
}
/** Stored questionnaire as the admin screens read it; consent is stored as 1 (yes) or 0. */
export interface StoredQuestionnaire extends Omit<QuestionnaireAnswers, 'consent'> {
  id: number;
  user_id: number;
  user_name: string | null;
  submitted_at: string;
  consent: number;
}

/** Counts words the way the form's live counter does: runs of non-space characters. */
export function countWords(text: string | null | undefined): number {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}
