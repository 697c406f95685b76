import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeedService } from './demo-seed.service.js';
import { DistortionExampleVideo } from './distortion-example.entity.js';
import { VideoAllocationRepository } from './video-allocation.repository.js';
import { VideoAllocationService } from './video-allocation.service.js';
import { VideoClaimsService } from './video-claims.service.js';
import { VideoCountersService } from './video-counters.service.js';
import { Video } from './video.entity.js';
import { VideosController } from './videos.controller.js';
import { VideosRepository } from './videos.repository.js';
import { VideosService } from './videos.service.js';
import { AuthModule } from '../auth/index.js';

/**
 * Owns `videos` (catalogue, load counters and adaptive allocation's sums) and `distortion_examples`; seeds the demo catalogue when SEED_DEMO is
 * on. Media files themselves are served by @fastify/static under /media (see app.setup.ts).
 */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Video, DistortionExampleVideo])],
  controllers: [VideosController],
  providers: [
    VideosRepository,
    VideosService,
    VideoCountersService,
    VideoClaimsService,
    VideoAllocationRepository,
    VideoAllocationService,
    DemoSeedService,
  ],
  exports: [VideosService, VideoCountersService, VideoClaimsService, VideoAllocationService],
})
export class VideosModule {}
