import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { METRICS_REGISTRY } from './metrics-registry.js';

/** No matched route (a 404): one label value, so scanners cannot create a series per URL they try. */
const UNMATCHED = 'unmatched';

/**
 * Request rate, errors and latency per route template, recorded by a Fastify onResponse hook (every request,
 * including /media and 404s). Labels are the method, the template ('/api/admin/users/:id') and the status code.
 */
@Injectable()
export class HttpMetricsService implements OnModuleInit {
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly errors: Counter<'method' | 'route'>;
  private readonly duration: Histogram<'method' | 'route'>;

  constructor(
    @Inject(METRICS_REGISTRY) registry: Registry,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    });
    this.errors = new Counter({
      name: 'http_server_errors_total',
      help: 'HTTP requests answered with a 5xx status, by method and route template',
      labelNames: ['method', 'route'],
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method and route template',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onResponse', (request, reply, done) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED };
      this.requests.inc({ ...labels, status_code: String(reply.statusCode) });
      if (reply.statusCode >= 500) this.errors.inc(labels);
      this.duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
  }
}
