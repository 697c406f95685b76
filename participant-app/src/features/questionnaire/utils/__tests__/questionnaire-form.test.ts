import { CONSENT_VERSION } from '@vvq/contracts';
import {
  AGE_RANGE_MESSAGE,
  EMPTY_QUESTIONNAIRE,
  REQUIRED_MESSAGES,
  toQuestionnaireRequest,
  validateField,
  validateQuestionnaire,
  type QuestionnaireValues,
} from '../questionnaire-form';

const complete: QuestionnaireValues = {
  age: '30',
  gender: 'Female',
  education: 'Ph.D.',
  field_of_study: 'Film',
  familiarity: 'Not Familiar',
  experience: '  some VR  ',
  understanding: '4',
  technical_knowledge: 'Somewhat Knowledgeable',
  quality_metrics: 'Very Familiar',
  previous_participation: 'No',
  quiz1: 'Captures 3D space',
  quiz2: 'Using multiple cameras and depth sensors',
  quiz3: 'Virtual Reality Experiences',
  consent: true,
};

describe('validateQuestionnaire', () => {
  it('reports every required field with the spec message, experience excepted', () => {
    const errors = validateQuestionnaire(EMPTY_QUESTIONNAIRE);
    expect(errors).toEqual(REQUIRED_MESSAGES);
    expect(errors.experience).toBeUndefined();
  });

  it('accepts a complete form', () => {
    expect(validateQuestionnaire(complete)).toEqual({});
  });

  it('rejects out-of-range ages and understanding levels', () => {
    expect(validateField('age', { ...complete, age: '5' })).toBe(AGE_RANGE_MESSAGE);
    expect(validateField('age', { ...complete, age: '30.5' })).toBe(AGE_RANGE_MESSAGE);
    expect(validateField('understanding', { ...complete, understanding: '6' })).toMatch(/between 1 and 5/);
  });

  it('flags experience beyond 50 words', () => {
    const long = Array.from({ length: 51 }, (_, i) => `w${i}`).join(' ');
    expect(validateField('experience', { ...complete, experience: long })).toBe('Maximum limit is 50 words!');
  });
});

describe('toQuestionnaireRequest', () => {
  it('converts numbers, trims experience and adds user_id', () => {
    expect(toQuestionnaireRequest(complete, 9)).toMatchObject({
      user_id: 9,
      age: 30,
      understanding: 4,
      experience: 'some VR',
      consent: true,
      consent_version: CONSENT_VERSION,
    });
    expect(toQuestionnaireRequest({ ...complete, experience: '   ' }, 9).experience).toBeNull();
  });
});
