import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { RetentionService } from './retention.service.js';

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the retention job once when the API starts and then every 24 hours, only when a period is set. The timer is
 * unref'd (it never keeps the process alive) and cleared on shutdown, which also waits for a run under way so the
 * pool is not closed beneath it. A failed run is logged and tried again at the next tick; it never stops the API.
 */
@Injectable()
export class RetentionSchedulerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RetentionSchedulerService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly retention: RetentionService) {}

  onApplicationBootstrap(): void {
    if (!this.retention.enabled) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), RETENTION_INTERVAL_MS);
    this.timer.unref();
  }

  /** Resolves when the run under way (if any) has finished: for shutdown, and for tests. */
  idle(): Promise<void> {
    return this.running;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    // One run at a time: a run that outlasted a day is not overlapped by the next.
    this.running = this.running.then(() =>
      this.retention.run().then(
        () => undefined,
        (error: unknown) =>
          this.logger.error(
            `Retention run failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      ),
    );
  }
}
