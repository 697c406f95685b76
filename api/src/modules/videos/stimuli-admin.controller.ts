import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AdminStimulusRow, ApiRoutes } from '@vvq/contracts';
import { AdminListQueryDto, ApiListResponse } from '../../common/list/admin-list-query.dto.js';
import { sendPage } from '../../common/list/list-page.js';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { AdminAccess } from '../auth/index.js';
import { StimulusLifecycleService } from './stimulus-lifecycle.service.js';

/** The admin Stimuli list and each stimulus's lifecycle (docs/experimenter/stimuli.md#lifecycle). */
@Controller()
@AdminAccess()
export class StimuliAdminController {
  constructor(private readonly lifecycle: StimulusLifecycleService) {}

  @Get(ApiRoutes.admin.stimuli)
  @ApiListResponse('stimuli')
  async list(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminStimulusRow[]> {
    return sendPage(reply, await this.lifecycle.list(query));
  }

  /** No new assignments from now on; its ratings stay in the analysis, marked retired in the exports. */
  @Post(ApiRoutes.admin.stimulusRetire(':videoId'))
  @HttpCode(200)
  retire(@Param('videoId', new IntParamPipe('video id')) id: number): Promise<AdminStimulusRow> {
    return this.lifecycle.retire(id);
  }

  @Post(ApiRoutes.admin.stimulusRestore(':videoId'))
  @HttpCode(200)
  restore(@Param('videoId', new IntParamPipe('video id')) id: number): Promise<AdminStimulusRow> {
    return this.lifecycle.restore(id);
  }

  /** Only a stimulus never rated nor assigned; otherwise 409 with the reason. */
  @Delete(ApiRoutes.admin.stimulus(':videoId'))
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(@Param('videoId', new IntParamPipe('video id')) id: number): Promise<void> {
    return this.lifecycle.remove(id);
  }
}
