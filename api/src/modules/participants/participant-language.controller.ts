import { Body, Controller, HttpCode, Param, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiRoutes, type ParticipantLanguageResponse } from '@vvq/contracts';
import { ParticipantGuard } from '../auth/index.js';
import { ApiBearerToken } from '../../common/openapi/bearer-scheme.js';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { ParticipantLanguageDto, ParticipantLanguageResponseDto } from './dto/participant-language.dto.js';
import { ParticipantLanguageService } from './participant-language.service.js';

/** The participant's language: 400 when the study does not offer it, 409 once they rated in another one. */
@Controller()
export class ParticipantLanguageController {
  constructor(private readonly languages: ParticipantLanguageService) {}

  /** The guard has already checked that :userId is the caller's own id. */
  @Put(ApiRoutes.participantLanguage(':userId'))
  @HttpCode(200)
  @UseGuards(ParticipantGuard)
  @ApiBearerToken()
  @ApiOkResponse({ type: ParticipantLanguageResponseDto })
  setLanguage(
    @Param('userId', new IntParamPipe('user id')) userId: number,
    @Body() dto: ParticipantLanguageDto,
  ): Promise<ParticipantLanguageResponse> {
    return this.languages.set(userId, dto.language);
  }
}
