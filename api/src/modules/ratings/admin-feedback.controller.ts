import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiRoutes, type StoredRating } from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { AdminFeedbackService } from './admin-feedback.service.js';
import { FeedbackPageQueryDto } from './dto/feedback-page-query.dto.js';
import { IntParamPipe } from '../../common/pipes/int-param.pipe.js';

@Controller()
@AdminAccess()
export class AdminFeedbackController {
  constructor(private readonly feedback: AdminFeedbackService) {}

  @Get(ApiRoutes.admin.ratingsByVideo(':videoId'))
  byVideo(@Param('videoId', new IntParamPipe('video id')) videoId: number): Promise<StoredRating[]> {
    return this.feedback.byVideo(videoId);
  }

  @Get(ApiRoutes.admin.viewFeedback)
  all(@Query() query: FeedbackPageQueryDto): Promise<StoredRating[]> {
    return this.feedback.all(query.limit, query.offset);
  }
}
