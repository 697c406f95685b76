import { type DynamicModule, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/app-config.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { AdminDashboardModule } from './modules/admin-dashboard/index.js';
import { AnalysisModule, MleInconsistencyEstimator } from './modules/analysis/index.js';
import { AuthModule, ParticipantDirectoryModule } from './modules/auth/index.js';
import { EnvironmentCheckModule } from './modules/environment-check/index.js';
import { HealthModule } from './modules/health/index.js';
import { LanguagesModule } from './modules/languages/index.js';
import { MessagesModule } from './modules/messages/index.js';
import { MetricsModule } from './modules/metrics/index.js';
import { ParticipantDirectoryService, ParticipantsModule } from './modules/participants/index.js';
import { PrivacyModule } from './modules/privacy/index.js';
import { InconsistencyEstimatorModule, QualityModule } from './modules/quality/index.js';
import { QuestionnairesModule } from './modules/questionnaires/index.js';
import { MethodReadinessService, RatingsModule } from './modules/ratings/index.js';
import { SessionsModule } from './modules/sessions/index.js';
import { StudyMethodReadinessModule, StudyModule } from './modules/study/index.js';
import { VideosModule } from './modules/videos/index.js';
import { ViewingPathsModule } from './modules/viewing-paths/index.js';

@Module({})
export class AppModule {
  /** `logDestination` replaces stdout for the log lines (tests read them). */
  static register(config: AppConfig, options: { logDestination?: DestinationStream } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.register(config),
        LoggingModule.register(config, options.logDestination),
        DatabaseModule.register(config),
        RateLimitModule,
        AuthModule,
        StudyModule,
        LanguagesModule,
        HealthModule,
        ParticipantsModule,
        QuestionnairesModule,
        QualityModule,
        SessionsModule,
        RatingsModule,
        EnvironmentCheckModule,
        VideosModule,
        ViewingPathsModule,
        MessagesModule,
        AdminDashboardModule,
        AnalysisModule,
        PrivacyModule,
        // Ports: declared by a module low in the map (auth, quality), filled by one above it. Which implementation
        // fills which port is decided here, once.
        ParticipantDirectoryModule.bind({
          imports: [ParticipantsModule],
          useExisting: ParticipantDirectoryService,
        }),
        InconsistencyEstimatorModule.bind({
          imports: [AnalysisModule],
          useExisting: MleInconsistencyEstimator,
        }),
        StudyMethodReadinessModule.bind({
          imports: [RatingsModule],
          useExisting: MethodReadinessService,
        }),
        // Off by default: without the module there is no /api/metrics route (404) and nothing is recorded.
        ...(config.metrics.enabled ? [MetricsModule] : []),
      ],
    };
  }
}
