import { Controller, Get } from '@nestjs/common';
import {
  ApiRoutes,
  type DistortionExample,
  type DistortionSectionText,
  type TestClipsResponse,
} from '@vvq/contracts';
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

  /** The lab's texts of the distortion-examples page (an empty list: the page keeps the spec's four sections). */
  @Get(ApiRoutes.distortionSections)
  distortionSections(): Promise<DistortionSectionText[]> {
    return this.videos.distortionSections();
  }

  /** Public like the catalogue's URLs in every session: which files the environment check plays. */
  @Get(ApiRoutes.testClips)
  testClips(): Promise<TestClipsResponse> {
    return this.clips.testClips();
  }
}
