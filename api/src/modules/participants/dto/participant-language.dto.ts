import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  PARTICIPANT_LANGUAGES,
  type ParticipantLanguage,
  type ParticipantLanguageRequest,
  type ParticipantLanguageResponse,
} from '@vvq/contracts';

const LANGUAGE_RULE = `language must be one of ${PARTICIPANT_LANGUAGES.join(', ')}`;

export class ParticipantLanguageDto implements ParticipantLanguageRequest {
  @ApiProperty({ enum: PARTICIPANT_LANGUAGES, example: 'de' })
  @IsIn(PARTICIPANT_LANGUAGES, { message: LANGUAGE_RULE })
  language: ParticipantLanguage;
}

export class ParticipantLanguageResponseDto implements ParticipantLanguageResponse {
  @ApiProperty({ enum: PARTICIPANT_LANGUAGES })
  language: ParticipantLanguage;
}
