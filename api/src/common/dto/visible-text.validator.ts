import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { hasInvisibleCharacter, invisibleCharacterMessage } from '@vvq/contracts';

export const VISIBLE_TEXT = 'visibleText';

/**
 * Refuses text holding a character that draws nothing (format characters such as U+200B or U+200E, controls): with
 * one, `ada@example.org` could sign up a second time as an account that looks identical in the admin list.
 * `field` starts the message (`Email must not contain invisible characters …`); `kind: 'name'` lets emoji variation
 * selectors through. Non-strings pass: the type check beside it reports them.
 */
export function VisibleText(field: string, kind: 'address' | 'name' = 'address'): PropertyDecorator {
  return ValidateBy(
    {
      name: VISIBLE_TEXT,
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !hasInvisibleCharacter(value, kind),
      },
    },
    { message: invisibleCharacterMessage(field) },
  );
}

/** Folds a string through `normalise` (NFC and trimming, see @vvq/contracts' visible-text); other values as they are. */
export function NormalisedText(normalise: (text: string) => string): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? normalise(value) : value));
}
