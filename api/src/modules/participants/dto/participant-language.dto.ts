import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import {
  LANGUAGE_CODE_PATTERN,
  PARTICIPANT_LANGUAGES,
  type ParticipantLanguageRequest,
  type ParticipantLanguageResponse,
} from '@vvq/contracts';

// The form only: the service checks that a catalogue exists (shipped, or uploaded by the lab) and that it is offered.
const LANGUAGE_RULE = `language must be one of ${PARTICIPANT_LANGUAGES.join(', ')} or a language the lab uploaded`;

// Stacked decorators run bottom-up: the type check sits lowest.
export class ParticipantLanguageDto implements ParticipantLanguageRequest {
  @ApiProperty({ example: 'de', pattern: LANGUAGE_CODE_PATTERN.source, description: LANGUAGE_RULE })
  @Matches(LANGUAGE_CODE_PATTERN, { message: LANGUAGE_RULE })
  @IsString({ message: LANGUAGE_RULE })
  language: string;
}

export class ParticipantLanguageResponseDto implements ParticipantLanguageResponse {
  @ApiProperty({ example: 'de' })
  language: string;
}
