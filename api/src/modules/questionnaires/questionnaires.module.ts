import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminQuestionnairesController } from './admin-questionnaires.controller.js';
import { AdminQuestionnairesService } from './admin-questionnaires.service.js';
import { Questionnaire } from './questionnaire.entity.js';
import { QuestionnairesController } from './questionnaires.controller.js';
import { QuestionnairesService } from './questionnaires.service.js';

/** Owns `questionnaires`: submission and status for participants, the list and detail for admins. */
@Module({
  imports: [TypeOrmModule.forFeature([Questionnaire])],
  controllers: [QuestionnairesController, AdminQuestionnairesController],
  providers: [QuestionnairesService, AdminQuestionnairesService],
  exports: [QuestionnairesService],
})
export class QuestionnairesModule {}
