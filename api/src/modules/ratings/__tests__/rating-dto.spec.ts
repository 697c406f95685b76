import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { COMMENTS_MAX_LENGTH } from '@vvq/contracts';
import { validationMessages } from '../../../common/validation-options.js';
import { RatingDto } from '../dto/rating.dto.js';

const base = { trialId: 1, clarity: 1, interaction: 2, depth: 4, overall: 5 };
const firstError = (body: object) =>
  validationMessages(validateSync(plainToInstance(RatingDto, body), { stopAtFirstError: true }))[0];

describe('RatingDto', () => {
  it('accepts the scale ends and optional viewing context', () => {
    expect(
      firstError({
        ...base,
        viewport_width: 390,
        viewport_height: 844,
        device_pixel_ratio: 3,
        played_to_end: false,
      }),
    ).toBeUndefined();
  });

  it.each(['clarity', 'interaction', 'depth', 'overall'])('keeps %s within 1..5 whole numbers', (dim) => {
    for (const bad of [0, 6, 3.5, '3', null]) {
      expect(firstError({ ...base, [dim]: bad })).toMatch(
        new RegExp(`^${dim} (must be a whole number from 1 to 5|is required)$`),
      );
    }
  });

  it('trims comments before measuring them', () => {
    const padded = `   ${'c'.repeat(COMMENTS_MAX_LENGTH)}   `;
    const dto = plainToInstance(RatingDto, { ...base, comments: padded });
    expect(dto.comments).toHaveLength(COMMENTS_MAX_LENGTH);
    expect(firstError({ ...base, comments: padded })).toBeUndefined();
    expect(firstError({ ...base, comments: 'c'.repeat(COMMENTS_MAX_LENGTH + 1) })).toBe(
      'Comments must be at most 2000 characters',
    );
  });
});
