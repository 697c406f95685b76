import { Controller, Get } from '@nestjs/common';
import { ApiRoutes, type DistortionExample } from '@vvq/contracts';
import { VideosService } from './videos.service.js';

/** Public: distortion examples are sample media, not participant data. */
@Controller()
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @Get(ApiRoutes.distortionExamples)
  distortionExamples(): Promise<DistortionExample[]> {
    return this.videos.distortionExamples();
  }
}
