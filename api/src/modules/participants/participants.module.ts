import { EnvironmentCheckModule } from '../environment-check/index.js';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { QualityModule } from '../quality/index.js';
import { QuestionnairesModule } from '../questionnaires/index.js';
import { RatingsModule } from '../ratings/index.js';
import { ViewingPathsModule } from '../viewing-paths/index.js';
import { SessionsModule } from '../sessions/index.js';
import { StudyModule } from '../study/index.js';
import { LanguagesModule } from '../languages/index.js';
import { AdminPanelLinksController } from './admin-panel-links.controller.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { AdminUsersService } from './admin-users.service.js';
import { ParticipantDirectoryService } from './participant-directory.service.js';
import { ParticipantRecordsService } from './participant-records.service.js';
import { PanelController } from './panel.controller.js';
import { PanelService } from './panel.service.js';
import { ParticipantLanguageController } from './participant-language.controller.js';
import { ParticipantLanguageService } from './participant-language.service.js';
import { ParticipantsController } from './participants.controller.js';
import { ParticipantsRepository } from './participants.repository.js';
import { ParticipantsService } from './participants.service.js';
import { UserDeletionService } from './user-deletion.service.js';
import { UserEvent } from './user-event.entity.js';
import { User } from './user.entity.js';

/**
 * Owns `users` and `user_events`: signup, login, panel entry with completion and screen-out
 * (docs/developer/decisions/panel.md), the admins' user list and events, and the deletion orchestrator (which
 * calls the ratings, sessions and questionnaires services in one transaction). Its ParticipantDirectoryService fills
 * the ParticipantDirectory port (declared by auth), bound in app.module.ts; other modules use its exports through an
 * explicit import.
 */
@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([User, UserEvent]),
    RatingsModule,
    ViewingPathsModule,
    SessionsModule,
    QuestionnairesModule,
    EnvironmentCheckModule,
    StudyModule,
    QualityModule,
    LanguagesModule,
  ],
  controllers: [
    ParticipantsController,
    PanelController,
    ParticipantLanguageController,
    AdminUsersController,
    AdminPanelLinksController,
  ],
  providers: [
    ParticipantsRepository,
    AdminUsersRepository,
    ParticipantsService,
    PanelService,
    ParticipantLanguageService,
    AdminUsersService,
    UserDeletionService,
    ParticipantRecordsService,
    ParticipantDirectoryService,
  ],
  exports: [ParticipantDirectoryService, AdminUsersService, ParticipantRecordsService],
})
export class ParticipantsModule {}
