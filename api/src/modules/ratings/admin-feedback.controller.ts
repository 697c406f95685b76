import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiRoutes, isListQuery, type StoredRating } from '@vvq/contracts';
import type { FastifyReply } from 'fastify';
import { AdminAccess } from '../auth/index.js';
import { AdminFeedbackService } from './admin-feedback.service.js';
import { FeedbackPageQueryDto } from './dto/feedback-page-query.dto.js';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';
import { ApiListResponse } from '../../common/list/admin-list-query.dto.js';
import { sendPage } from '../../common/list/list-page.js';

@Controller()
@AdminAccess()
export class AdminFeedbackController {
  constructor(private readonly feedback: AdminFeedbackService) {}

  @Get(ApiRoutes.admin.ratingsByVideo(':videoId'))
  byVideo(@Param('videoId', new IntParamPipe('video id')) videoId: number): Promise<StoredRating[]> {
    return this.feedback.byVideo(videoId);
  }

  @Get(ApiRoutes.admin.viewFeedback)
  @ApiListResponse('ratings')
  async all(
    @Query() query: FeedbackPageQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StoredRating[]> {
    if (!isListQuery(query)) return this.feedback.all();
    return sendPage(reply, await this.feedback.page(query));
  }
}
