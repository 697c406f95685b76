import { ApiProperty } from '@nestjs/swagger';
import type { CompletionResponse, LoginResponse, ScreenOutResponse, SignupResponse } from '@vvq/contracts';

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

export class CompletionResponseDto implements CompletionResponse {
  @ApiProperty({
    description: 'true once every assigned video is rated; false for a screened-out participant',
  })
  complete: boolean;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'The completion code (setting completion_code)',
  })
  code: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'completion_url with {code} and {participant_id} filled in (screened out: screen_out_url)',
  })
  redirect_url: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  screen_out_reason: string | null;
}

export class ScreenOutResponseDto implements ScreenOutResponse {
  @ApiProperty({ type: 'string', nullable: true, description: 'The screen_out_url setting' })
  redirect_url: string | null;
}
