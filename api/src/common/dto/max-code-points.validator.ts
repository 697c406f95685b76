import { ValidateBy, type ValidationOptions } from 'class-validator';
import { codePointLength } from '@vvq/contracts';

export const MAX_CODE_POINTS = 'maxCodePoints';

/**
 * At most `max` code points in the form that is stored (`stored`, e.g. lower-cased, defaults to the value itself),
 * so the limit is the column's. class-validator's MaxLength counts neither U+FE0E/U+FE0F nor the second half of an
 * emoji: 100 × "a\uFE0F" passed as 100 characters and was 200 in the database (MariaDB: "Data too long", a 500).
 * Non-strings pass: the type check beside it reports them.
 */
export function MaxCodePoints(
  max: number,
  options?: ValidationOptions & { stored?: (value: string) => string },
): PropertyDecorator {
  const stored = options?.stored ?? ((value: string) => value);
  return ValidateBy(
    {
      name: MAX_CODE_POINTS,
      constraints: [max],
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || codePointLength(stored(value)) <= max,
      },
    },
    options,
  );
}
