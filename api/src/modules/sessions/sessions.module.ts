import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EnvironmentCheckModule } from '../environment-check/index.js';
import { QualityModule } from '../quality/index.js';
import { StudyModule } from '../study/index.js';
import { VideosModule } from '../videos/index.js';
import { AdminAllocationController } from './admin-allocation.controller.js';
import { AdminPairGoldController } from './admin-pair-gold.controller.js';
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
import { PairAssignmentRepository } from './pair-assignment.repository.js';
import { PairGoldPairsService } from './pair-gold-pairs.service.js';
import { PairJudgementsService } from './pair-judgements.service.js';
import { PairSessionsController } from './pair-sessions.controller.js';
import { PairSessionsService } from './pair-sessions.service.js';
import { SessionsService } from './sessions.service.js';
import { StudyAllocationService } from './study-allocation.service.js';
import { Trial } from './trial.entity.js';
import { TrialsService } from './trials.service.js';
import { TrialsRepository } from './trials.repository.js';
import { AuthModule } from '../auth/index.js';

/** Owns `sessions`, `trials`, `playback_failures` (files a participant's browser could not play), and pair comparison's `pc_pairs` (with the gold pairs a lab declares) and `pc_trials` (pairs assigned and judged): the balanced, race-safe assignment of videos and pairs; reserves through the video counters. */
@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([StudySession, Trial, PlaybackFailure]),
    VideosModule,
    StudyModule,
    QualityModule,
    EnvironmentCheckModule,
  ],
  controllers: [
    SessionsController,
    PlaybackFailuresController,
    AdminPlaybackFailuresController,
    AdminAllocationController,
    PairSessionsController,
    AdminPairGoldController,
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
    PairAssignmentRepository,
    PairSessionsService,
    PairJudgementsService,
    PairGoldPairsService,
  ],
  exports: [TrialsService, ReservationSweeperService, StudyAllocationService, PairJudgementsService],
})
export class SessionsModule {}
