import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { VideosModule } from '../videos/index.js';
import { AdminViewingPathsController } from './admin-viewing-paths.controller.js';
import { PoseLogEntity } from './pose-log.entity.js';
import { PoseLogsRepository } from './pose-logs.repository.js';
import { ViewingPathsService } from './viewing-paths.service.js';

/** Owns `pose_logs`: the viewing paths of volumetric stimuli, their replay, summaries, export and deletion. */
@Module({
  imports: [AuthModule, VideosModule, TypeOrmModule.forFeature([PoseLogEntity])],
  controllers: [AdminViewingPathsController],
  providers: [PoseLogsRepository, ViewingPathsService],
  exports: [ViewingPathsService],
})
export class ViewingPathsModule {}
