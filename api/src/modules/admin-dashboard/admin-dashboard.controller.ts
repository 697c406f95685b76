import { Controller, Get } from '@nestjs/common';
import {
  ApiRoutes,
  type AdminVideoRow,
  type FeedbackChartResponse,
  type UserCountResponse,
  type UserGrowthResponse,
  type VideoRatingStatsResponse,
} from '@vvq/contracts';
import { AdminAccess } from '../../common/decorators/admin-access.decorator.js';
import { AdminStatsService } from './admin-stats.service.js';

/** The dashboard's statistics and the videos table; every figure is an SQL aggregate, computed per request. */
@Controller()
@AdminAccess()
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

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
  videos(): Promise<AdminVideoRow[]> {
    return this.stats.videos();
  }
}
