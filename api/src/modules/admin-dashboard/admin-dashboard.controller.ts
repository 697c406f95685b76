import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiRoutes,
  type AdminVideoRow,
  type FeedbackChartResponse,
  isListQuery,
  type UserCountResponse,
  type UserGrowthResponse,
} from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { ApiListResponse } from '../../common/list/admin-list-query.dto.js';
import { sendPage } from '../../common/list/list-page.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { AdminVideosQueryDto } from './dto/admin-videos-query.dto.js';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The dashboard's statistics and the videos table; every figure is an owner's SQL aggregate (the per-video statistics
 * are cached per data version).
 */
@Controller()
@AdminAccess()
export class AdminDashboardController {
  constructor(private readonly stats: AdminDashboardService) {}

  @Get(ApiRoutes.admin.userCount)
  userCount(): Promise<UserCountResponse> {
    return this.stats.userCount();
  }

  /** VideoRatingStatsResponse, sent as the JSON bytes the service caches. */
  @Get(ApiRoutes.admin.videoRatingStats)
  async videoRatingStats(@Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const body = await this.stats.videoRatingStatsJson();
    void reply.header('Content-Type', JSON_CONTENT_TYPE);
    return body;
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
  ): Promise<AdminVideoRow[] | Buffer> {
    if (!isListQuery(query)) {
      // The whole table, as the JSON bytes the service caches.
      void reply.header('Content-Type', JSON_CONTENT_TYPE);
      return this.stats.videosJson();
    }
    return sendPage(reply, await this.stats.videosPage(query));
  }
}
