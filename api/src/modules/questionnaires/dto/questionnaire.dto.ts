import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  AGE_MAX,
  AGE_MIN,
  CONSENT_VERSION_PATTERN,
  EDUCATIONS,
  EXPERIENCE_MAX_WORDS,
  FAMILIARITY,
  FIELDS_OF_STUDY,
  GENDERS,
  QUALITY_METRICS,
  QUIZ1_OPTIONS,
  QUIZ2_OPTIONS,
  QUIZ3_OPTIONS,
  TECHNICAL_KNOWLEDGE,
  UNDERSTANDING_MAX,
  UNDERSTANDING_MIN,
  YES_NO,
  type Education,
  type Familiarity,
  type FieldOfStudy,
  type Gender,
  type QuestionnaireRequest,
  type TechnicalKnowledge,
  type YesNo,
} from '@vvq/contracts';
import { MaxWords } from './max-words.validator.js';

export const CONSENT_REQUIRED = 'You must agree to participate in this study';
export const EXPERIENCE_TOO_LONG = 'Maximum limit is 50 words!';
export const INVALID_CONSENT_VERSION = 'consent_version must be the version of a consent text';

/** Number inputs arrive as numbers or numeric strings; anything else is left for the validators to reject. */
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
/** '' (an untouched select) counts as missing. */
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

// class-validator runs stacked decorators BOTTOM-UP and stops at the first error (IsDefined always runs first),
// so the most basic check sits lowest and the form's "is required" message wins for a missing field.
export class QuestionnaireDto implements QuestionnaireRequest {
  @Transform(toNumber)
  @IsDefined({ message: 'user_id is required' })
  @IsInt({ message: 'user_id must be a whole number' })
  user_id: number;

  @Transform(emptyToUndefined)
  @Transform(toNumber)
  @IsDefined({ message: 'Age is required' })
  @Max(AGE_MAX, { message: `Age must be between ${AGE_MIN} and ${AGE_MAX}` })
  @Min(AGE_MIN, { message: `Age must be between ${AGE_MIN} and ${AGE_MAX}` })
  @IsInt({ message: 'Age must be a whole number' })
  age: number;

  @Transform(emptyToUndefined)
  @IsDefined({ message: 'Gender is required' })
  @IsIn(GENDERS, { message: `Gender must be one of: ${GENDERS.join(', ')}` })
  gender: Gender;

  @Transform(emptyToUndefined)
  @IsDefined({ message: 'Education is required' })
  @IsIn(EDUCATIONS, { message: `Education must be one of: ${EDUCATIONS.join(', ')}` })
  education: Education;

  @Transform(emptyToUndefined)
  @IsDefined({ message: 'Field of Study is required' })
  @IsIn(FIELDS_OF_STUDY, { message: `Field of Study must be one of: ${FIELDS_OF_STUDY.join(', ')}` })
  field_of_study: FieldOfStudy;

  @Transform(emptyToUndefined)
  @IsDefined({ message: 'Familiarity is required' })
  @IsIn(FAMILIARITY, { message: `Familiarity must be one of: ${FAMILIARITY.join(', ')}` })
  familiarity: Familiarity;

  @IsOptional()
  @MaxWords(EXPERIENCE_MAX_WORDS, { message: EXPERIENCE_TOO_LONG })
  @MaxLength(1000, { message: EXPERIENCE_TOO_LONG })
  @IsString({ message: 'Experience must be text' })
  experience?: string | null;

  @Transform(emptyToUndefined)
  @Transform(toNumber)
  @IsDefined({ message: 'Understanding is required' })
  @Max(UNDERSTANDING_MAX, { message: `Understanding must be a whole number from ${UNDERSTANDING_MIN} to ${UNDERSTANDING_MAX}` })
  @Min(UNDERSTANDING_MIN, { message: `Understanding must be a whole number from ${UNDERSTANDING_MIN} to ${UNDERSTANDING_MAX}` })
  @IsInt({ message: `Understanding must be a whole number from ${UNDERSTANDING_MIN} to ${UNDERSTANDING_MAX}` })
  understanding: number;

  @Transform(emptyToUndefined)
  @IsDefined({ message: 'Technical Knowledge is required' })
  @IsIn(TECHNICAL_KNOWLEDGE, { message: `Technical Knowledge must be one of: ${TECHNICAL_KNOWLEDGE.join(', ')}` })
  technical_knowledge: TechnicalKnowledge;

  @Transform(emptyToUndefined)
  @IsDefined({ message: 'Quality Metrics familiarity is required' })
  @IsIn(QUALITY_METRICS, { message: `Quality Metrics familiarity must be one of: ${QUALITY_METRICS.join(', ')}` })
  quality_metrics: Familiarity;

  @Transform(emptyToUndefined)
  @IsDefined({ message: 'Previous Participation is required' })
  @IsIn(YES_NO, { message: 'Previous Participation must be Yes or No' })
  previous_participation: YesNo;

  @Transform(emptyToUndefined)
  @IsDefined({ message: 'Quiz 1 is required' })
  @IsIn(QUIZ1_OPTIONS, { message: 'Quiz 1 must be one of the offered answers' })
  quiz1: (typeof QUIZ1_OPTIONS)[number];

  @Transform(emptyToUndefined)
  @IsDefined({ message: 'Quiz 2 is required' })
  @IsIn(QUIZ2_OPTIONS, { message: 'Quiz 2 must be one of the offered answers' })
  quiz2: (typeof QUIZ2_OPTIONS)[number];

  @Transform(emptyToUndefined)
  @IsDefined({ message: 'Quiz 3 is required' })
  @IsIn(QUIZ3_OPTIONS, { message: 'Quiz 3 must be one of the offered answers' })
  quiz3: (typeof QUIZ3_OPTIONS)[number];

  // Only an explicit `true` is consent; stored as 1.
  @IsIn([true], { message: CONSENT_REQUIRED })
  consent: boolean;

  // The version of the consent text the form showed (CONSENT_VERSION); absent from older clients, which showed the
  // current text. Whether it is a recorded version is checked against the database on submission.
  @IsOptional()
  @Matches(CONSENT_VERSION_PATTERN, { message: INVALID_CONSENT_VERSION })
  @IsString({ message: INVALID_CONSENT_VERSION })
  consent_version?: string;
}
