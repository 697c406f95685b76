import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DistortionExampleVideo } from '../distortion-example.entity.js';
import { DistortionSection } from '../distortion-section.entity.js';
import { Video } from '../video.entity.js';
import { VideosRepository } from '../videos.repository.js';
import { StimuliImportService } from './stimuli-import.service.js';

/**
 * The stimulus import on its own (the catalogue tables, no HTTP, no auth), so the command line runs exactly the
 * service the admin screen does; VideosModule imports it for the routes.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Video, DistortionExampleVideo, DistortionSection])],
  providers: [VideosRepository, StimuliImportService],
  exports: [StimuliImportService],
})
export class StimuliImportModule {}
