import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { ApiRoutes } from '@vvq/contracts';
import { ReadinessIndicators } from './readiness.indicators.js';

/** What failed, as one sentence for the common error body: 'Not ready: database (…), migrations (…)'. */
function notReadyText(result: HealthCheckResult): string {
  const failed = Object.entries(result.error ?? {}).map(([key, value]) => {
    const message = (value as { message?: unknown }).message;
    return typeof message === 'string' ? `${key} (${message})` : key;
  });
  return `Not ready: ${failed.join(', ') || 'a check failed'}`;
}

@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly health: HealthCheckService,
    private readonly readiness: ReadinessIndicators,
  ) {}

  /** The original check (docs/operator/deploy.md, docs/operator/operations.md): the API and its database answer. */
  @Get(ApiRoutes.health)
  async status(): Promise<{ status: 'ok'; database: 'sqlite' | 'mysql'; reachable: true }> {
    const database = this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException(`The ${database} database is not reachable`);
    }
    return { status: 'ok', database, reachable: true };
  }

  /** Liveness: the process answers HTTP. Restarting it would not help anything else, so nothing else is checked. */
  @Get(ApiRoutes.healthLive)
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  /** Readiness: send traffic here only when the database answers and its schema is migrated; 503 otherwise. */
  @Get(ApiRoutes.healthReady)
  async ready(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([() => this.readiness.database(), () => this.readiness.migrations()]);
    } catch (error) {
      const result = (error as { getResponse?: () => unknown }).getResponse?.() as
        HealthCheckResult | undefined;
      if (result?.status === 'error') throw new ServiceUnavailableException(notReadyText(result));
      throw error;
    }
  }
}
