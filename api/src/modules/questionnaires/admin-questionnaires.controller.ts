import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiRoutes, isListQuery, type StoredQuestionnaire } from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { AdminQuestionnairesService } from './admin-questionnaires.service.js';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { ApiListResponse } from '../../common/list/admin-list-query.dto.js';
import { sendPage } from '../../common/list/list-page.js';
import { AdminQuestionnairesQueryDto } from './dto/admin-questionnaires-query.dto.js';

@Controller()
@AdminAccess()
export class AdminQuestionnairesController {
  constructor(private readonly questionnaires: AdminQuestionnairesService) {}

  @Get(ApiRoutes.admin.questionnaires)
  @ApiListResponse('questionnaires')
  async list(
    @Query() query: AdminQuestionnairesQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StoredQuestionnaire[]> {
    if (!isListQuery(query)) return this.questionnaires.list();
    return sendPage(reply, await this.questionnaires.page(query));
  }

  @Get(ApiRoutes.admin.questionnaire(':id'))
  one(@Param('id', new IntParamPipe('questionnaire id')) id: number): Promise<StoredQuestionnaire> {
    return this.questionnaires.one(id);
  }
}
