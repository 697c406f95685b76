import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '@vvq/contracts';
import { MaxCodePoints } from './max-code-points.validator.js';

/** Required, trimmed e-mail address (the forms' `type=email` rule). */
export function IsRequiredEmail(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsNotEmpty({ message: 'Email is required' }),
    IsString({ message: 'Please enter a valid email' }),
    // Measured as stored: lower-casing can lengthen it ('İ' becomes 'i' + U+0307).
    MaxCodePoints(EMAIL_MAX_LENGTH, {
      message: 'Please enter a valid email',
      stored: (email) => email.toLowerCase(),
    }),
    IsEmail({}, { message: 'Please enter a valid email' }),
  );
}
