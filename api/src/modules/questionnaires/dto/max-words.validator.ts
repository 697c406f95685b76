import { ValidateBy, type ValidationOptions } from 'class-validator';
import { countWords } from '@vvq/contracts';

/** At most `max` words, counted exactly like the form's live counter (contracts `countWords`). */
export function MaxWords(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxWords',
      constraints: [max],
      validator: { validate: (value: unknown) => typeof value !== 'string' || countWords(value) <= max },
    },
    options,
  );
}
