import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { MethodRoutes, type VideoReferencesResponse, type VideoReferenceState } from '@vvq/contracts';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { AdminAccess } from '../auth/index.js';
import { VideoReferenceDto } from './dto/video-reference.dto.js';
import { VideoReferencesService } from './video-references.service.js';

/** The admin's reference toggle of the catalogue (the import's manifest sets it too). */
@Controller()
@AdminAccess()
export class AdminVideoReferenceController {
  constructor(private readonly references: VideoReferencesService) {}

  @Get(MethodRoutes.videoReferences)
  @ApiOkResponse({ description: 'The ids of the reference videos: {ids}' })
  async list(): Promise<VideoReferencesResponse> {
    return { ids: [...(await this.references.referenceIds())].sort((a, b) => a - b) };
  }

  @Put(MethodRoutes.videoReference(':videoId'))
  @ApiOkResponse({ description: 'The video with its new mark: {id, content, label, is_reference}' })
  set(
    @Param('videoId', new IntParamPipe('video id')) videoId: number,
    @Body() dto: VideoReferenceDto,
  ): Promise<VideoReferenceState> {
    return this.references.set(videoId, dto.is_reference);
  }
}
