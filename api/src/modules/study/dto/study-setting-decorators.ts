import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import {
  STUDY_FAQ_ANSWER_MAX_LENGTH,
  STUDY_FAQ_MAX_ENTRIES,
  STUDY_FAQ_QUESTION_MAX_LENGTH,
  studyFaqProblem,
  type KeyedStudySettingDescriptor,
} from '@vvq/contracts';
import { MaxCodePoints } from '../../../common/dto/max-code-points.validator.js';

/** The address every URL refusal shows as its example: the form a panel's completion link takes. */
const URL_EXAMPLE = 'https://app.prolific.com/submissions/complete?cc={code}';

/** The smallest step above an exclusive minimum that is still accepted (the rule as it was before descriptors). */
const EXCLUSIVE_STEP = 0.000001;

/** The refusal of a number setting: "<key> must be a number of seconds from 0 to 3600, or null". */
function numberRule(d: Extract<KeyedStudySettingDescriptor, { kind: 'number' }>): string {
  const what = d.unit ? `a number of ${d.unit}` : 'a number';
  const range = d.minExclusive ? `above ${d.min} and at most ${d.max}` : `from ${d.min} to ${d.max}`;
  return `${d.key} must be ${what} ${range}${d.nullable ? ', or null' : ''}`;
}

/**
 * The class-validator decorators of one setting, in the order they are applied (the first reports first under
 * stopAtFirstError, so the order is part of the messages an admin and a deployment read).
 */
function validators(d: KeyedStudySettingDescriptor): PropertyDecorator[] {
  const { key } = d;
  switch (d.kind) {
    case 'boolean':
      return [IsBoolean({ message: `${key} must be true or false` })];
    case 'integer': {
      const message = `${key} must be a whole number from ${d.min} to ${d.max}`;
      return [Max(d.max, { message }), Min(d.min, { message }), IsInt({ message })];
    }
    case 'number': {
      const message = numberRule(d);
      return [
        IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
        Min(d.minExclusive ? d.min + EXCLUSIVE_STEP : d.min, { message }),
        Max(d.max, { message }),
      ];
    }
    case 'enum':
      return [IsIn(d.values, { message: `${key} must be one of ${d.values.join(', ')}` })];
    case 'url':
      return [
        MaxCodePoints(d.maxLength, { message: `${key} must be at most ${d.maxLength} characters` }),
        IsUrl(
          { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
          { message: `${key} must be an http(s) address such as ${URL_EXAMPLE}` },
        ),
        IsString({ message: `${key} must be an http(s) address or null` }),
      ];
    case 'text':
      return [
        IsString({ message: `${key} must be text or null` }),
        Matches(d.pattern, { message: `${key} must be ${d.rule}` }),
      ];
    case 'faq':
      // The refusal names the entry and what is wrong with it ("faq entry 3: the answer is empty").
      return [
        ValidateBy({
          name: 'studyFaq',
          validator: {
            validate: (value: unknown) => studyFaqProblem(value) === null,
            defaultMessage: (args) => `${key} ${studyFaqProblem(args?.value) ?? `must be ${d.rule}`}`,
          },
        }),
      ];
    case 'secret':
      return [
        IsString({ message: `${key} must be ${d.rule}` }),
        Matches(d.pattern, { message: `${key} must be ${d.rule}` }),
      ];
  }
}

/** The setting's property in the OpenAPI schema. */
function openApi(d: KeyedStudySettingDescriptor): ApiPropertyOptions {
  const nullable = d.nullable ? { nullable: true } : {};
  switch (d.kind) {
    case 'boolean':
      return { type: 'boolean', ...nullable };
    case 'integer':
      return { type: 'integer', ...nullable, minimum: d.min, maximum: d.max };
    case 'number':
      return { type: 'number', ...nullable, minimum: d.min, maximum: d.max };
    case 'enum':
      return { enum: [...d.values], ...nullable };
    case 'url':
    case 'text':
      return { type: 'string', ...nullable, maxLength: d.maxLength };
    case 'faq':
      return {
        type: 'array',
        ...nullable,
        minItems: 1,
        maxItems: STUDY_FAQ_MAX_ENTRIES,
        description: `Plain text; null: the spec's FAQ in the participant's language`,
        items: {
          type: 'object',
          required: ['question', 'answer'],
          additionalProperties: false,
          properties: {
            question: { type: 'string', minLength: 1, maxLength: STUDY_FAQ_QUESTION_MAX_LENGTH },
            answer: { type: 'string', minLength: 1, maxLength: STUDY_FAQ_ANSWER_MAX_LENGTH },
          },
        },
      };
    case 'secret':
      return {
        type: 'string',
        ...nullable,
        writeOnly: true,
        pattern: d.pattern.source,
        description: d.description,
      };
  }
}

/**
 * Gives `target` one validated, documented property per descriptor. A key is checked only when it is sent; null is
 * refused unless the setting is nullable (null switches it off).
 */
export function decorateStudySettings(
  target: abstract new () => object,
  descriptors: readonly KeyedStudySettingDescriptor[],
): void {
  for (const d of descriptors) {
    const sent = d.nullable ? IsOptional() : ValidateIf((_o: object, value: unknown) => value !== undefined);
    for (const decorate of [...validators(d), sent, ApiPropertyOptional(openApi(d))])
      decorate(target.prototype as object, d.key);
  }
}
