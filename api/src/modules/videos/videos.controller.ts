import { Controller, Get } from '@nestjs/common';
import { ApiRoutes, type DistortionExample, type TestClipsResponse } from '@vvq/contracts';
import { TestClipsService } from './test-clips.service.js';
import { VideosService } from './videos.service.js';

/** Public: distortion examples are sample media, not participant data. */
@Controller()
export class VideosController {
  constructor(
    private readonly videos: VideosService,
    private readonly clips: TestClipsService,
  ) {}

  @Get(ApiRoutes.distortionExamples)
  distortionExamples(): Promise<DistortionExample[]> {
    return this.videos.distortionExamples();
  }

  /** Public like the catalogue's URLs in every session: which files the environment check plays. */
  @Get(ApiRoutes.testClips)
  testClips(): Promise<TestClipsResponse> {
    return this.clips.testClips();
  }
}
