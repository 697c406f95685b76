import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminQuestionnairesController } from './admin-questionnaires.controller.js';
import { AdminQuestionnairesService } from './admin-questionnaires.service.js';
import { ConsentVersion } from './consent/consent-version.entity.js';
import { ConsentVersionsRepository } from './consent/consent-versions.repository.js';
import { ConsentVersionsService } from './consent/consent-versions.service.js';
import { QuestionnaireExportService } from './questionnaire-export.service.js';
import { Questionnaire } from './questionnaire.entity.js';
import { QuestionnairesController } from './questionnaires.controller.js';
import { QuestionnairesRepository } from './questionnaires.repository.js';
import { QuestionnairesService } from './questionnaires.service.js';
import { AuthModule } from '../auth/index.js';

/**
 * Owns `questionnaires` and `consent_versions`: submission and status for participants, the list and detail for
 * admins, the consent texts agreed to (consent is given with the questionnaire) and this module's part of an export.
 */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Questionnaire, ConsentVersion])],
  controllers: [QuestionnairesController, AdminQuestionnairesController],
  providers: [
    QuestionnairesRepository,
    ConsentVersionsRepository,
    QuestionnairesService,
    AdminQuestionnairesService,
    ConsentVersionsService,
    QuestionnaireExportService,
  ],
  exports: [QuestionnairesService, ConsentVersionsService, QuestionnaireExportService],
})
export class QuestionnairesModule {}
