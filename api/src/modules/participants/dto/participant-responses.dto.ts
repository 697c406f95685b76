import { ApiProperty } from '@nestjs/swagger';
import type { LoginResponse, SignupResponse } from '@vvq/contracts';

// OpenAPI schemas of the answers (the contracts are interfaces, invisible at run time; `implements` keeps them equal).

export class SignupResponseDto implements SignupResponse {
  @ApiProperty({ example: 'Signup successful! Please log in.' })
  message: string;
}

export class LoginResponseDto implements LoginResponse {
  @ApiProperty({ type: 'integer' })
  user_id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ description: 'Send as `Authorization: Bearer <token>` on every participant call' })
  token: string;
}
