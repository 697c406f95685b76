import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiRoutes,
  type AdminVideoRow,
  type FeedbackChartResponse,
  isListQuery,
  type UserCountResponse,
  type UserGrowthResponse,
  type VideoRatingStatsResponse,
} from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { ApiListResponse } from '../../common/list/admin-list-query.dto.js';
import { sendPage } from '../../common/list/list-page.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { AdminVideosQueryDto } from './dto/admin-videos-query.dto.js';

/** The dashboard's statistics and the videos table; every figure is an owner's SQL aggregate, computed per request. */
@Controller()
@AdminAccess()
export class AdminDashboardController {
  constructor(private readonly stats: AdminDashboardService) {}

  @Get(ApiRoutes.admin.userCount)
  userCount(): Promise<UserCountResponse> {
    return this.stats.userCount();
  }

  @Get(ApiRoutes.admin.videoRatingStats)
  videoRatingStats(): Promise<VideoRatingStatsResponse> {
    return this.stats.videoRatingStats();
  }

  @Get(ApiRoutes.admin.feedback)
  feedback(): Promise<FeedbackChartResponse> {
    return this.stats.feedback();
  }

  @Get(ApiRoutes.admin.userGrowth)
  userGrowth(): Promise<UserGrowthResponse> {
    return this.stats.userGrowth();
  }

  @Get(ApiRoutes.admin.videos)
  @ApiListResponse('videos')
  async videos(
    @Query() query: AdminVideosQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminVideoRow[]> {
    if (!isListQuery(query)) return this.stats.videos();
    return sendPage(reply, await this.stats.videosPage(query));
  }
}
