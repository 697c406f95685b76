import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { ADMIN_EMAIL_PATTERN, EMAIL_MAX_LENGTH, normaliseText, type AdminLoginRequest } from '@vvq/contracts';
import { MaxCodePoints } from '../../../common/dto/max-code-points.validator.js';
import { NormalisedText, VisibleText } from '../../../common/dto/visible-text.validator.js';

export class AdminLoginDto implements AdminLoginRequest {
  @ApiProperty({ maxLength: EMAIL_MAX_LENGTH, example: 'admin@lab.example.org' })
  @NormalisedText(normaliseText)
  // Not @IsEmail: it refuses addresses (e.g. a one-letter TLD) that ADMIN_EMAIL and admin:create accept.
  @Matches(ADMIN_EMAIL_PATTERN, { message: 'Please enter a valid email' })
  @MaxCodePoints(EMAIL_MAX_LENGTH, { message: 'Please enter a valid email' })
  @VisibleText('Email')
  @IsString({ message: 'Please enter a valid email' })
  @IsNotEmpty({ message: 'Email is required' })
  email: string;

  @ApiProperty({ maxLength: 200, format: 'password' })
  @MaxCodePoints(200, { message: 'Password is too long' })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}
