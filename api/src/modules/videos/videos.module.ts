import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DemoSeedService } from './demo-seed.service.js';
import { VolumetricDemoSeedService } from './volumetric-demo-seed.service.js';
import { DistortionExampleVideo } from './distortion-example.entity.js';
import { DistortionSection } from './distortion-section.entity.js';
import { TestClipsService } from './test-clips.service.js';
import { VideoAllocationRepository } from './video-allocation.repository.js';
import { VideoAllocationService } from './video-allocation.service.js';
import { VideoClaimsService } from './video-claims.service.js';
import { VideoCountersService } from './video-counters.service.js';
import { Video } from './video.entity.js';
import { StimuliUploadService } from './import/stimuli-upload.service.js';
import { StimuliAdminController } from './stimuli-admin.controller.js';
import { StimuliImportController } from './stimuli-import.controller.js';
import { StimulusLifecycleService } from './stimulus-lifecycle.service.js';
import { VideosController } from './videos.controller.js';
import { VideosRepository } from './videos.repository.js';
import { VideosService } from './videos.service.js';
import { AuthModule } from '../auth/index.js';
import { StimuliImportModule } from './import/stimuli-import.module.js';
import { AdminVideoReferenceController } from './admin-video-reference.controller.js';
import { VideoReferencesRepository } from './video-references.repository.js';
import { VideoReferencesService } from './video-references.service.js';

/**
 * Owns `videos` (catalogue, load counters, adaptive allocation's sums, lifecycle and file checks), `distortion_examples` and
 * `distortion_sections`; imports stimulus manifests (import/); seeds the demo catalogue when SEED_DEMO is
 * on. Media files themselves are served by @fastify/static under /media (see app.setup.ts).
 */
@Module({
  imports: [
    AuthModule,
    StimuliImportModule,
    TypeOrmModule.forFeature([Video, DistortionExampleVideo, DistortionSection]),
  ],
  controllers: [
    VideosController,
    StimuliAdminController,
    StimuliImportController,
    AdminVideoReferenceController,
  ],
  providers: [
    VideosRepository,
    VideosService,
    StimulusLifecycleService,
    StimuliUploadService,
    VideoCountersService,
    VideoClaimsService,
    VideoAllocationRepository,
    VideoAllocationService,
    DemoSeedService,
    TestClipsService,
    VolumetricDemoSeedService,
    VideoReferencesRepository,
    VideoReferencesService,
  ],
  exports: [
    VideosService,
    VideoCountersService,
    VideoClaimsService,
    VideoReferencesService,
    VideoAllocationService,
  ],
})
export class VideosModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    // The Stimuli screen's upload, read part by part and streamed to disk. Parsers are global in Fastify: only the
    // import route accepts multipart (@AcceptsBody), every other one answers 415 before reading a byte.
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (fastify && !fastify.hasContentTypeParser('multipart/form-data'))
      void fastify.register(fastifyMultipart);
  }
}
