import cluster, { type Worker } from 'node:cluster';

export interface ClusterPrimaryOptions {
  workers: number;
  /** How long workers may take to stop after SIGTERM before they are killed (their own timeout plus a margin). */
  stopTimeoutMs: number;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
  exit?: (code: number) => void;
}

/** A worker that dies sooner than this after its start counts as a crash loop. */
const EARLY_DEATH_MS = 10_000;
const MAX_EARLY_DEATHS = 3;
const RESTART_DELAY_MS = 1_000;

/**
 * API_WORKERS > 1: this process only supervises; N workers (node:cluster, sharing the port) run the API.
 * - The first worker starts alone and the others only once it listens, so exactly one process runs the migrations,
 *   the demo seed and the admin bootstrap on an empty database.
 * - A worker that dies while the service runs is replaced (after 1 s); three early deaths in a row end the service
 *   with exit 1 instead of a restart loop. If the first worker cannot start (bad database URL, failed migration),
 *   the primary exits with its code.
 * - SIGTERM/SIGINT go to every worker, which finish their requests (graceful shutdown); the primary exits 0 when all
 *   exited cleanly, 1 otherwise, and kills stragglers after `stopTimeoutMs`.
 */
export function runClusterPrimary(options: ClusterPrimaryOptions): void {
  const { workers, stopTimeoutMs, log, exit = (code) => process.exit(code) } = options;
  let stopping = false;
  let listening = 0;
  let earlyDeaths = 0;
  let worstExit = 0;
  const startedAt = new Map<number, number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('listening', (worker) => {
    listening += 1;
    log(
      'info',
      `API worker ${worker.process.pid} listening (${Object.keys(cluster.workers ?? {}).length}/${workers})`,
    );
    // The first worker is up: migrations ran, so the others can start together.
    if (listening === 1) for (let i = 1; i < workers; i++) fork();
    if (listening === workers) log('info', `all ${workers} API workers listening`);
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      // Only how the workers stop counts here; a worker replaced earlier does not make a clean stop fail.
      if (code !== 0 || signal) worstExit = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) exit(worstExit);
      return;
    }
    if (listening === 0) {
      log('error', `the first API worker exited before it listened (code ${code ?? signal}); stopping`);
      exit(code && code > 0 ? code : 1);
      return;
    }
    // Counted by how long the worker lived, not by whether it listened: one that listens and dies at once is a loop too.
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      log(
        'error',
        `API workers died ${earlyDeaths} times within ${EARLY_DEATH_MS / 1000} s of starting; stopping`,
      );
      stopAll('crash loop');
      return;
    }
    log('warn', `API worker ${worker.process.pid} exited (code ${code ?? signal}); starting a new one`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  const stopAll = (why: string) => {
    if (stopping) return;
    stopping = true;
    worstExit = why === 'crash loop' ? 1 : worstExit;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    if (alive.length === 0) {
      exit(worstExit);
      return;
    }
    for (const w of alive) w.process.kill('SIGTERM');
    setTimeout(() => {
      log('warn', `API workers still running ${stopTimeoutMs} ms after ${why}: killing them`);
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      exit(1);
    }, stopTimeoutMs).unref();
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        log('warn', `${signal} again: killing the API workers`);
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
        exit(1);
        return;
      }
      log('info', `${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} API workers`);
      stopAll(signal);
    });
  }

  log('info', `starting ${workers} API workers`);
  fork();
}
