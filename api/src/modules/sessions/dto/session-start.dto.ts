import { IsInt, IsOptional } from 'class-validator';
import type { SessionStartRequest } from '@vvq/contracts';

export class SessionStartDto implements SessionStartRequest {
  /** Optional: the token names the participant; a different id is refused by ParticipantGuard (403). */
  @IsOptional()
  @IsInt({ message: 'userId must be a whole number' })
  userId?: number;
}
