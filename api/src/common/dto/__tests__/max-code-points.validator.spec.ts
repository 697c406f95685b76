import { validateSync } from 'class-validator';
import { codePointLength } from '@vvq/contracts';
import { MaxCodePoints } from '../max-code-points.validator.js';

class Sample {
  @MaxCodePoints(4)
  text: unknown;

  @MaxCodePoints(4, { stored: (value) => value.toLowerCase() })
  lowered: unknown = 'a';
}

const errors = (text: unknown, lowered: unknown = 'a') =>
  validateSync(Object.assign(new Sample(), { text, lowered })).map((e) => e.property);

describe('MaxCodePoints', () => {
  it('counts code points: a variation selector is one, an emoji (two UTF-16 units) is one', () => {
    expect(codePointLength('a\uFE0F')).toBe(2);
    expect(codePointLength('\u{1F600}\u{1F600}')).toBe(2);
    expect(codePointLength('')).toBe(0);
  });

  it('refuses what the database would store longer than the limit', () => {
    expect(errors('abcd')).toEqual([]);
    expect(errors('\u{1F600}'.repeat(4))).toEqual([]);
    expect(errors('a\uFE0Fb\uFE0F')).toEqual([]);
    expect(errors('a\uFE0Fb\uFE0Fc')).toEqual(['text']);
    expect(errors(5)).toEqual([]);
  });

  it('measures the stored form when asked (lower-casing makes "İ" two code points)', () => {
    expect(errors('x', 'İİ')).toEqual([]);
    expect(errors('x', 'İİİ')).toEqual(['lowered']);
  });
});
