import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH, type LoginRequest } from '@vvq/contracts';
import { IsRequiredEmail } from '../../../common/dto/email.decorators.js';

export class LoginDto implements LoginRequest {
  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH, example: 'ada@example.org' })
  @IsRequiredEmail()
  email: string;
}
