import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { AdminStatsModule } from './modules/admin-stats/admin-stats.module.js';
import { AnalysisModule } from './modules/analysis/analysis.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MessagesModule } from './modules/messages/messages.module.js';
import { ParticipantsModule } from './modules/participants/participants.module.js';
import { QuestionnairesModule } from './modules/questionnaires/questionnaires.module.js';
import { RatingsModule } from './modules/ratings/ratings.module.js';
import { SessionsModule } from './modules/sessions/sessions.module.js';
import { VideosModule } from './modules/videos/videos.module.js';

@Module({})
export class AppModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.register(config),
        DatabaseModule.register(config),
        RateLimitModule,
        AuthModule,
        HealthModule,
        ParticipantsModule,
        QuestionnairesModule,
        SessionsModule,
        RatingsModule,
        VideosModule,
        MessagesModule,
        AdminModule,
        AdminStatsModule,
        AnalysisModule,
      ],
    };
  }
}
