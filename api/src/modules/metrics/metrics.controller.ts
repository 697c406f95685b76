import { Controller, Get, Header, Inject, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Registry } from 'prom-client';
import { ApiRoutes } from '@vvq/contracts';
import { MetricsAccessGuard } from './metrics-access.guard.js';
import { METRICS_REGISTRY } from './metrics-registry.js';

// Not for integrators: Prometheus scrapes it, and it exists only when METRICS_ENABLED.
@ApiExcludeController()
@Controller()
export class MetricsController {
  constructor(@Inject(METRICS_REGISTRY) private readonly registry: Registry) {}

  /** Prometheus text format; the study counters are read here (cached briefly). */
  @Get(ApiRoutes.metrics)
  @UseGuards(MetricsAccessGuard)
  @Header('Cache-Control', 'no-store')
  async scrape(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    void reply.header('Content-Type', this.registry.contentType);
    return this.registry.metrics();
  }
}
