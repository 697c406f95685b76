import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QualityModule } from '../quality/index.js';
import { StudyModule } from '../study/index.js';
import { VideosModule } from '../videos/index.js';
import { AdminAllocationController } from './admin-allocation.controller.js';
import { AssignmentRepository } from './assignment.repository.js';
import { PlaybackFailure } from './playback-failure.entity.js';
import {
  AdminPlaybackFailuresController,
  PlaybackFailuresController,
} from './playback-failures.controller.js';
import { PlaybackFailuresRepository } from './playback-failures.repository.js';
import { PlaybackFailuresService } from './playback-failures.service.js';
import { ReservationSweeperService } from './reservation-sweeper.service.js';
import { StudySession } from './session.entity.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';
import { StudyAllocationService } from './study-allocation.service.js';
import { Trial } from './trial.entity.js';
import { TrialsService } from './trials.service.js';
import { TrialsRepository } from './trials.repository.js';
import { AuthModule } from '../auth/index.js';

/** Owns `sessions`, `trials` and `playback_failures` (files a participant's browser could not play): the balanced, race-safe assignment of videos; reserves through the video counters. */
@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([StudySession, Trial, PlaybackFailure]),
    VideosModule,
    StudyModule,
    QualityModule,
  ],
  controllers: [
    SessionsController,
    PlaybackFailuresController,
    AdminPlaybackFailuresController,
    AdminAllocationController,
  ],
  providers: [
    SessionsService,
    TrialsService,
    ReservationSweeperService,
    AssignmentRepository,
    TrialsRepository,
    PlaybackFailuresService,
    PlaybackFailuresRepository,
    StudyAllocationService,
  ],
  exports: [TrialsService, ReservationSweeperService, StudyAllocationService],
})
export class SessionsModule {}
