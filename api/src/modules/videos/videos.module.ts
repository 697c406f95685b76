import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeedService } from './demo-seed.service.js';
import { DistortionExampleVideo } from './distortion-example.entity.js';
import { DistortionSection } from './distortion-section.entity.js';
import { VideoClaimsService } from './video-claims.service.js';
import { VideoCountersService } from './video-counters.service.js';
import { Video } from './video.entity.js';
import { StimuliAdminController } from './stimuli-admin.controller.js';
import { StimulusLifecycleService } from './stimulus-lifecycle.service.js';
import { VideosController } from './videos.controller.js';
import { VideosRepository } from './videos.repository.js';
import { VideosService } from './videos.service.js';
import { AuthModule } from '../auth/index.js';
import { StimuliImportModule } from './import/stimuli-import.module.js';

/**
 * Owns `videos` (catalogue, load counters, lifecycle and file checks), `distortion_examples` and
 * `distortion_sections`; imports stimulus manifests (import/); seeds the demo catalogue when SEED_DEMO is
 * on. Media files themselves are served by @fastify/static under /media (see app.setup.ts).
 */
@Module({
  imports: [
    AuthModule,
    StimuliImportModule,
    TypeOrmModule.forFeature([Video, DistortionExampleVideo, DistortionSection]),
  ],
  controllers: [VideosController, StimuliAdminController],
  providers: [
    VideosRepository,
    VideosService,
    StimulusLifecycleService,
    VideoCountersService,
    VideoClaimsService,
    DemoSeedService,
  ],
  exports: [VideosService, VideoCountersService, VideoClaimsService],
})
export class VideosModule {}
