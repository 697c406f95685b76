import { Controller, Get, Param } from '@nestjs/common';
import { ApiRoutes, type StoredQuestionnaire } from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { AdminQuestionnairesService } from './admin-questionnaires.service.js';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';

@Controller()
@AdminAccess()
export class AdminQuestionnairesController {
  constructor(private readonly questionnaires: AdminQuestionnairesService) {}

  @Get(ApiRoutes.admin.questionnaires)
  list(): Promise<StoredQuestionnaire[]> {
    return this.questionnaires.list();
  }

  @Get(ApiRoutes.admin.questionnaire(':id'))
  one(@Param('id', new IntParamPipe('questionnaire id')) id: number): Promise<StoredQuestionnaire> {
    return this.questionnaires.one(id);
  }
}
