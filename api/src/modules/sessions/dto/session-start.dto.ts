import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional } from 'class-validator';
import type { SessionStartRequest } from '@vvq/contracts';

export class SessionStartDto implements SessionStartRequest {
  /**
   * Optional: the token names the participant; a different id is refused by ParticipantGuard (403). Accepted as a
   * number or a numeric string because the spec's client reads it from session storage.
   */
  @ApiPropertyOptional({
    type: 'integer',
    description: "The caller's own user id (taken from the token when absent)",
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'userId must be a whole number' })
  userId?: number;
}
