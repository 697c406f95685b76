import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StudyModule } from '../study/index.js';
import { VideosModule } from '../videos/index.js';
import { StudySession } from './session.entity.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';
import { Trial } from './trial.entity.js';
import { TrialsService } from './trials.service.js';

/** Owns `sessions` and `trials`: the balanced, race-safe assignment of videos; reserves through the video counters. */
@Module({
  imports: [TypeOrmModule.forFeature([StudySession, Trial]), VideosModule, StudyModule],
  controllers: [SessionsController],
  providers: [SessionsService, TrialsService],
  exports: [TrialsService],
})
export class SessionsModule {}
