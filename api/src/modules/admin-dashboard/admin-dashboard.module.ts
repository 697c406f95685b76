import { Module } from '@nestjs/common';
import { ParticipantsModule } from '../participants/index.js';
import { RatingsModule } from '../ratings/index.js';
import { SessionsModule } from '../sessions/index.js';
import { StudyModule } from '../study/index.js';
import { VideosModule } from '../videos/index.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { AuthModule } from '../auth/index.js';

/** Dashboard statistics and the videos table under /api/admin; owns no table. */
@Module({
  imports: [AuthModule, ParticipantsModule, RatingsModule, SessionsModule, StudyModule, VideosModule],
  controllers: [AdminDashboardController],
  providers: [AdminDashboardService],
})
export class AdminDashboardModule {}
