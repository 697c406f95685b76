import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { countWords } from '@vvq/contracts';
import { QuestionnaireDto } from '../dto/questionnaire.dto.js';
import { validationMessages } from '../../../common/validation-options.js';

const valid = {
  user_id: 1,
  age: 30,
  gender: 'Male',
  education: 'Ph.D.',
  field_of_study: 'Film',
  familiarity: 'Not Familiar',
  understanding: 3,
  technical_knowledge: 'Not Knowledgeable',
  quality_metrics: 'Very Familiar',
  previous_participation: 'Yes',
  quiz1: 'None of the above',
  quiz2: 'Via 2D animation software',
  quiz3: 'Music Production',
  consent: true,
};

function firstError(body: object): string | undefined {
  const errors = validateSync(plainToInstance(QuestionnaireDto, body), {
    whitelist: true,
    stopAtFirstError: true,
  });
  return validationMessages(errors)[0];
}

describe('word counting', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    [' two  words ', 2],
    ['tabs\tand\nnew lines', 4],
  ])('counts %p as %p words', (text, n) => {
    expect(countWords(text)).toBe(n);
  });
});

describe('QuestionnaireDto', () => {
  it('accepts a valid form', () => {
    expect(firstError(valid)).toBeUndefined();
  });

  it('accepts 50 words and refuses 51 with the form message', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(firstError({ ...valid, experience: words(50) })).toBeUndefined();
    expect(firstError({ ...valid, experience: words(51) })).toBe('Maximum limit is 50 words!');
  });

  it('puts the type check before the range check', () => {
    expect(firstError({ ...valid, age: 'old' })).toBe('Age must be a whole number');
    expect(firstError({ ...valid, age: 200 })).toBe('Age must be between 16 and 120');
    expect(firstError({ ...valid, age: undefined })).toBe('Age is required');
  });

  it('requires consent to be exactly true', () => {
    for (const consent of [false, 'yes', 1, undefined]) {
      expect(firstError({ ...valid, consent })).toBe('You must agree to participate in this study');
    }
  });
});
