import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** How often the background connection copies the write-ahead log into the database file. */
const CHECKPOINT_EVERY_MS = 1000;
/**
 * The request path's own automatic checkpoint only starts past this many WAL pages (40 MiB; SQLite's default is
 * 1,000): a safety net should the background checkpoints fall behind or stop.
 */
const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

/**
 * Runs in the worker thread: its own better-sqlite3 connection to the same file, a PASSIVE checkpoint every interval.
 * A passive checkpoint never waits for and never blocks the API's writer; it copies what is committed.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path, { fileMustExist: true });
let frames = 0;
const timer = setInterval(() => {
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    if (row && row.checkpointed > 0) frames += row.checkpointed;
    parentPort.postMessage({ frames });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
}, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * SQLite: moves the WAL checkpoints off the request path. With SQLite's default, the commit that crosses
 * 1,000 WAL pages copies them into the database file and syncs it, on the event loop: measured here, about 0.35 ms per
 * session start on average, and a stall of tens of milliseconds for the request that happens to pay for it. A worker
 * thread with its own connection does it every second instead; the API's connection keeps a far higher automatic
 * threshold as a safety net. MySQL needs none of this.
 */
@Injectable()
export class WalCheckpointerService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WalCheckpointerService.name);
  private worker: Worker | null = null;
  /** WAL frames the background connection has copied so far (for the tests and the curious). */
  checkpointedFrames = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    const options = this.dataSource.options as { type: string; database?: string };
    if (options.type !== 'better-sqlite3' || !options.database || options.database === ':memory:') return;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        module: createRequire(import.meta.url).resolve('better-sqlite3'),
        path: options.database,
        everyMs: CHECKPOINT_EVERY_MS,
      },
    });
    worker.on('message', (m: { frames?: number; error?: string }) => {
      if (m.frames !== undefined) this.checkpointedFrames = m.frames;
      if (m.error) this.logger.warn(`Background WAL checkpoint failed: ${m.error}`);
    });
    worker.on('error', (error) => {
      // The fallback threshold still bounds the log; put SQLite's own default back so nothing grows large.
      this.logger.error(`WAL checkpointer stopped: ${error.message}`);
      void this.dataSource.query('PRAGMA wal_autocheckpoint = 1000').catch(() => undefined);
    });
    worker.unref();
    this.worker = worker;
    void this.dataSource.query(`PRAGMA wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('stop');
    // A checkpoint under way finishes first; past a second the thread is ended.
    const timer = setTimeout(() => void worker.terminate(), 1000);
    await exited;
    clearTimeout(timer);
  }
}
