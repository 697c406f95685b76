import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { AdminStatsController } from './admin-stats.controller.js';
import { AdminStatsService } from './admin-stats.service.js';

/** Dashboard statistics and the aggregated videos table under /api/admin, behind AdminModule's guard. */
@Module({
  imports: [AdminModule],
  controllers: [AdminStatsController],
  providers: [AdminStatsService],
})
export class AdminStatsModule {}
