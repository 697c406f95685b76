import { Module, type OnModuleDestroy, Inject } from '@nestjs/common';
import type { Registry } from 'prom-client';
import { ParticipantsModule } from '../participants/index.js';
import { RatingsModule } from '../ratings/index.js';
import { SessionsModule } from '../sessions/index.js';
import { DatabasePoolMetrics } from './database-pool.metrics.js';
import { HttpMetricsService } from './http-metrics.service.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsAccessGuard } from './metrics-access.guard.js';
import { createMetricsRegistry, METRICS_REGISTRY } from './metrics-registry.js';
import { StudyCountersService } from './study-counters.service.js';

/**
 * GET /api/metrics (Prometheus). The app root imports this module only when METRICS_ENABLED, so a disabled API has
 * no route (404) and records nothing. Owns no table: the study counters are counted by their owners.
 */
@Module({
  imports: [ParticipantsModule, RatingsModule, SessionsModule],
  controllers: [MetricsController],
  providers: [
    { provide: METRICS_REGISTRY, useFactory: createMetricsRegistry },
    HttpMetricsService,
    DatabasePoolMetrics,
    StudyCountersService,
    MetricsAccessGuard,
  ],
})
export class MetricsModule implements OnModuleDestroy {
  constructor(@Inject(METRICS_REGISTRY) private readonly registry: Registry) {}

  onModuleDestroy(): void {
    this.registry.clear();
  }
}
