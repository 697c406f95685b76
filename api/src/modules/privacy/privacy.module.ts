import { EnvironmentCheckModule } from '../environment-check/index.js';
import { Module } from '@nestjs/common';
import { MessagesModule } from '../messages/index.js';
import { ParticipantsModule } from '../participants/index.js';
import { QualityModule } from '../quality/index.js';
import { QuestionnairesModule } from '../questionnaires/index.js';
import { RatingsModule } from '../ratings/index.js';
import { ViewingPathsModule } from '../viewing-paths/index.js';
import { SessionsModule } from '../sessions/index.js';
import { ParticipantExportService } from './participant-export.service.js';
import { PrivacyAdminController } from './privacy-admin.controller.js';
import { RetentionSchedulerService } from './retention-scheduler.service.js';
import { RetentionService } from './retention.service.js';
import { AuthModule } from '../auth/index.js';

/**
 * Privacy duties, composed from the owners (it owns no table): the per-participant export for access requests and
 * the retention job with its policy. Each owner reads and deletes its own rows through its exported service.
 */
@Module({
  imports: [
    AuthModule,
    EnvironmentCheckModule,
    MessagesModule,
    ParticipantsModule,
    QualityModule,
    QuestionnairesModule,
    RatingsModule,
    ViewingPathsModule,
    SessionsModule,
  ],
  controllers: [PrivacyAdminController],
  providers: [ParticipantExportService, RetentionService, RetentionSchedulerService],
})
export class PrivacyModule {}
