import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, IsString, Max, Min, ValidateIf } from 'class-validator';
import {
  PLAYBACK_ERROR_MESSAGE_MAX_LENGTH,
  PLAYBACK_USER_AGENT_MAX_LENGTH,
  type PlaybackFailureRequest,
} from '@vvq/contracts';
import { MaxCodePoints } from '../../../common/dto/max-code-points.validator.js';

const TRIAL_ID_MAX = 2_147_483_647;

// Stacked decorators run bottom-up (see questionnaire.dto.ts): the type check sits lowest.
export class PlaybackFailureDto implements PlaybackFailureRequest {
  @ApiProperty({ type: 'integer', minimum: 1 })
  @IsDefined({ message: 'trial_id is required' })
  @Max(TRIAL_ID_MAX, { message: 'trial_id must be a positive whole number' })
  @Min(1, { message: 'trial_id must be a positive whole number' })
  @IsInt({ message: 'trial_id must be a positive whole number' })
  trial_id: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: 4,
    description: 'MediaError code: 1 aborted, 2 network, 3 decode, 4 source not supported; null when none',
  })
  @ValidateIf((_o, v) => v !== null)
  @IsDefined({ message: 'error_code is required (null when the browser raised none)' })
  @Max(4, { message: 'error_code must be a MediaError code from 1 to 4, or null' })
  @Min(1, { message: 'error_code must be a MediaError code from 1 to 4, or null' })
  @IsInt({ message: 'error_code must be a MediaError code from 1 to 4, or null' })
  error_code: number | null;

  @ApiProperty({ maxLength: PLAYBACK_ERROR_MESSAGE_MAX_LENGTH })
  @IsDefined({ message: 'error_message is required (it may be empty)' })
  @MaxCodePoints(PLAYBACK_ERROR_MESSAGE_MAX_LENGTH, {
    message: `error_message must be at most ${PLAYBACK_ERROR_MESSAGE_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'error_message must be text' })
  error_message: string;

  @ApiProperty({ maxLength: PLAYBACK_USER_AGENT_MAX_LENGTH })
  @IsDefined({ message: 'user_agent is required' })
  @MaxCodePoints(PLAYBACK_USER_AGENT_MAX_LENGTH, {
    message: `user_agent must be at most ${PLAYBACK_USER_AGENT_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'user_agent must be text' })
  user_agent: string;
}
