import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, type AdminLoginRequest } from '@vvq/contracts';

export class AdminLoginDto implements AdminLoginRequest {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: 'Please enter a valid email' })
  @IsString({ message: 'Please enter a valid email' })
  @IsNotEmpty({ message: 'Email is required' })
  email: string;

  @MaxLength(200, { message: 'Password is too long' })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}
