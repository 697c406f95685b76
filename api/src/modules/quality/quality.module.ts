import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StudyModule } from '../study/index.js';
import { VideosModule } from '../videos/index.js';
import { QualityAdminController } from './quality-admin.controller.js';
import { QualityFlagRow } from './quality-flag.entity.js';
import { QualityGateService } from './quality-gate.service.js';
import { QualityMarkRow } from './quality-mark.entity.js';
import { QualityMarksService } from './quality-marks.service.js';
import { QualityRepository } from './quality.repository.js';
import { AuthModule } from '../auth/index.js';

/**
 * Owns `quality_marks` and `quality_flags` (docs/developer/decisions/quality.md): which videos are training,
 * gold or trap items, and which participants live gating stopped. The sessions module asks it what to assign,
 * the ratings module runs the rules through it in the rating transaction. Names of flagged participants come
 * from ParticipantDirectory (bound in app.module.ts).
 */
@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([QualityMarkRow, QualityFlagRow]),
    StudyModule,
    VideosModule,
  ],
  controllers: [QualityAdminController],
  providers: [QualityRepository, QualityMarksService, QualityGateService],
  exports: [QualityMarksService, QualityGateService],
})
export class QualityModule {}
