import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { EMAIL_MAX_LENGTH, normaliseText } from '@vvq/contracts';
import { MaxCodePoints } from './max-code-points.validator.js';
import { NormalisedText, VisibleText } from './visible-text.validator.js';

/**
 * Required e-mail address (the forms' `type=email` rule), in NFC and trimmed, without invisible characters: one
 * address has one spelling, so it finds one account.
 */
export function IsRequiredEmail(): PropertyDecorator {
  return applyDecorators(
    NormalisedText(normaliseText),
    IsNotEmpty({ message: 'Email is required' }),
    IsString({ message: 'Please enter a valid email' }),
    VisibleText('Email'),
    // Measured as stored: lower-casing can lengthen it ('İ' becomes 'i' + U+0307).
    MaxCodePoints(EMAIL_MAX_LENGTH, {
      message: 'Please enter a valid email',
      stored: (email) => email.toLowerCase(),
    }),
    IsEmail({}, { message: 'Please enter a valid email' }),
  );
}
