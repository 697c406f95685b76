import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StudyModule } from '../study/index.js';
import { EnvironmentCheckController } from './environment-check.controller.js';
import { EnvironmentCheck } from './environment-check.entity.js';
import { EnvironmentCheckService } from './environment-check.service.js';
import { EnvironmentChecksRepository } from './environment-checks.repository.js';
import { AuthModule } from '../auth/index.js';

/**
 * Owns `environment_checks` (docs/developer/decisions/playback.md#environment-check): the participant's
 * report from before the first video, the API's pass/fail decision against the study settings, whether they
 * may rate, and the stored check for the exports.
 */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([EnvironmentCheck]), StudyModule],
  controllers: [EnvironmentCheckController],
  providers: [EnvironmentChecksRepository, EnvironmentCheckService],
  exports: [EnvironmentCheckService],
})
export class EnvironmentCheckModule {}
