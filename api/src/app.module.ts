import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { AdminDashboardModule } from './modules/admin-dashboard/index.js';
import { AnalysisModule } from './modules/analysis/index.js';
import { AuthModule } from './modules/auth/index.js';
import { HealthModule } from './modules/health/index.js';
import { MessagesModule } from './modules/messages/index.js';
import { ParticipantsModule } from './modules/participants/index.js';
import { PrivacyModule } from './modules/privacy/index.js';
import { QuestionnairesModule } from './modules/questionnaires/index.js';
import { RatingsModule } from './modules/ratings/index.js';
import { SessionsModule } from './modules/sessions/index.js';
import { VideosModule } from './modules/videos/index.js';

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
        AdminDashboardModule,
        AnalysisModule,
        PrivacyModule,
      ],
    };
  }
}
