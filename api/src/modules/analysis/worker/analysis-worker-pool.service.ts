import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { AnalysisBusyException } from './analysis-busy.exception.js';
import { analysisWorkerEntry } from './analysis-worker-entry.js';
import type * as WorkerTasks from './analysis.worker.js';

type TaskName = keyof typeof WorkerTasks;
type TaskInput<K extends TaskName> = Parameters<(typeof WorkerTasks)[K]>[0];
type TaskOutput<K extends TaskName> = ReturnType<(typeof WorkerTasks)[K]>;

/**
 * The analysis's worker threads (piscina): ANALYSIS_WORKERS analyses run at once (1 by default, so a 2-core server
 * keeps a core for participants), ANALYSIS_QUEUE_SIZE more wait, and beyond that a request is refused at once with
 * 503 + Retry-After rather than piling work (and memory) up. Threads start on demand, run at a lower CPU priority
 * than the event loop, and end when idle.
 */
@Injectable()
export class AnalysisWorkerPool implements OnModuleDestroy {
  private readonly logger = new Logger('Analysis');
  private readonly pool: Piscina;
  private readonly slots: number;
  private pending = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { workers, queueSize } = config.analysisPool;
    this.slots = workers + queueSize;
    this.pool = new Piscina({
      filename: analysisWorkerEntry(),
      minThreads: 0,
      maxThreads: workers,
      idleTimeout: 60_000,
      // Lower the worker thread's CPU priority (Linux nice +10, through piscina's optional @napi-rs/nice): on a busy
      // machine the scheduler then gives the event loop's thread the core first, so requests keep their latency.
      niceIncrement: 10,
    });
    // A worker that dies (e.g. out of memory) fails its task with a 500; the pool's 'error' event would otherwise
    // be an unhandled EventEmitter error and take the whole API down.
    this.pool.on('error', (error: unknown) => this.logger.error(`analysis worker failed: ${String(error)}`));
  }

  /** Runs the named task of analysis.worker.ts; `transfer` lists buffers moved (not copied) to the worker. */
  async run<K extends TaskName>(
    name: K,
    input: TaskInput<K>,
    transfer: ArrayBuffer[] = [],
  ): Promise<TaskOutput<K>> {
    if (this.pending >= this.slots) throw new AnalysisBusyException(this.slots);
    this.pending += 1;
    try {
      return (await this.pool.run(input, { name, transferList: transfer })) as TaskOutput<K>;
    } finally {
      this.pending -= 1;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }
}
