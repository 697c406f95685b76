import type { LoginRequest } from '@vvq/contracts';
import { IsRequiredEmail } from '../../../common/dto/email.decorators.js';

export class LoginDto implements LoginRequest {
  @IsRequiredEmail()
  email: string;
}
