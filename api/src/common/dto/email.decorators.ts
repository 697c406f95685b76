import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '@vvq/contracts';

/** Required, trimmed e-mail address (the forms' `type=email` rule). */
export function IsRequiredEmail(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsNotEmpty({ message: 'Email is required' }),
    IsString({ message: 'Please enter a valid email' }),
    MaxLength(EMAIL_MAX_LENGTH, { message: 'Please enter a valid email' }),
    IsEmail({}, { message: 'Please enter a valid email' }),
  );
}
