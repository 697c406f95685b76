import { Controller, Get } from '@nestjs/common';
import {
  ApiRoutes,
  type AdminVideoRow,
  type FeedbackChartResponse,
  type UserCountResponse,
  type UserGrowthResponse,
  type VideoRatingStatsResponse,
} from '@vvq/contracts';
import { AdminAccess } from '../auth/index.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

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
  videos(): Promise<AdminVideoRow[]> {
    return this.stats.videos();
  }
}
