import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EnvironmentCheckModule } from '../environment-check/index.js';
import { QualityModule } from '../quality/index.js';
import { SessionsModule } from '../sessions/index.js';
import { StudyModule } from '../study/index.js';
import { VideosModule } from '../videos/index.js';
import { ViewingPathsModule } from '../viewing-paths/index.js';
import { AdminFeedbackController } from './admin-feedback.controller.js';
import { AdminFeedbackService } from './admin-feedback.service.js';
import { Rating } from './rating.entity.js';
import { MethodReadinessService } from './method-readiness.service.js';
import { RatingsReadService } from './ratings-read.service.js';
import { RatingsController } from './ratings.controller.js';
import { RatingsRepository } from './ratings.repository.js';
import { RatingsService } from './ratings.service.js';
import { AuthModule } from '../auth/index.js';

/**
 * Owns `ratings`: submission (marking the trial rated and moving the video counters in the same transaction),
 * the admin feedback lists, and the per-video aggregates other modules read through RatingsReadService.
 */
@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([Rating]),
    SessionsModule,
    VideosModule,
    ViewingPathsModule,
    StudyModule,
    EnvironmentCheckModule,
    QualityModule,
  ],
  controllers: [RatingsController, AdminFeedbackController],
  providers: [
    RatingsRepository,
    RatingsService,
    RatingsReadService,
    AdminFeedbackService,
    MethodReadinessService,
  ],
  exports: [RatingsService, RatingsReadService, MethodReadinessService],
})
export class RatingsModule {}
