import { Body, Controller, Get, Param, ParseIntPipe, Post, UseGuards } from '@nestjs/common';
import { ApiRoutes, type CheckQuestionnaireResponse, type QuestionnaireSubmitResponse } from '@vvq/contracts';
import { ParticipantGuard } from '../auth/index.js';
import { QuestionnaireDto } from './dto/questionnaire.dto.js';
import { QuestionnairesService } from './questionnaires.service.js';
import { ApiBearerToken } from '../../common/openapi/bearer-scheme.js';

/** Both routes name a participant id; ParticipantGuard makes sure it is the caller's. */
@Controller()
@UseGuards(ParticipantGuard)
@ApiBearerToken()
export class QuestionnairesController {
  constructor(private readonly questionnaires: QuestionnairesService) {}

  @Get(ApiRoutes.checkQuestionnaire(':userId'))
  check(@Param('userId', ParseIntPipe) userId: number): Promise<CheckQuestionnaireResponse> {
    return this.questionnaires.hasSubmitted(userId);
  }

  @Post(ApiRoutes.questionnaire)
  submit(@Body() dto: QuestionnaireDto): Promise<QuestionnaireSubmitResponse> {
    return this.questionnaires.submit(dto);
  }
}
