import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { AdminFeedbackController } from './admin-feedback.controller.js';
import { AdminFeedbackService } from './admin-feedback.service.js';
import { AdminMessagesController } from './admin-messages.controller.js';
import { AdminMessagesService } from './admin-messages.service.js';
import { AdminQuestionnairesController } from './admin-questionnaires.controller.js';
import { AdminQuestionnairesService } from './admin-questionnaires.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { UserDeletionService } from './user-deletion.service.js';

/**
 * The admin screens' lists and actions under /api/admin (users, feedback, messages, questionnaires); statistics
 * live in AdminStatsModule. AuthModule provides the token service and AdminGuard;
 * SessionsModule the video counters that a deletion must move.
 */
@Module({
  imports: [AuthModule, SessionsModule],
  controllers: [AdminUsersController, AdminFeedbackController, AdminMessagesController, AdminQuestionnairesController],
  providers: [
    AdminUsersService,
    UserDeletionService,
    AdminFeedbackService,
    AdminMessagesService,
    AdminQuestionnairesService,
  ],
})
export class AdminModule {}
