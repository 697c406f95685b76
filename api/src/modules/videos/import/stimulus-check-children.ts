import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BusyMachineGate } from './busy-machine-gate.js';
import {
  type CheckOptions,
  type LocalCheck,
  type LocalChecker,
  type MediaPlace,
  uncheckedFile,
} from './check-stimuli.js';
import type { StimulusKind } from './manifest.js';
import type { EarlierCheck } from './media-checks.js';
import {
  idleLauncher,
  MEDIA_TOOL_LIMITS,
  MEDIA_TOOL_NICENESS,
  MEDIA_TOOLS,
  runToolNiced,
} from './media-probe.js';
import {
  type CheckJob,
  type FromChild,
  OWN_GROUP_ARG,
  revivedError,
  sendableError,
  type ToChild,
} from './stimulus-check-protocol.js';

/**
 * How long one file's check or poster may take in its child before the child is stopped and the row refused. Each
 * bound holds what its tools may take, second tries included (probe 2 × 120 s, transcode 2 × 30 min), and the
 * hashing, which has no limit of its own and gets no CPU in the idle class while the machine is saturated. `entry`:
 * the child's module (a test points it at a stand-in that hangs or dies); null: stimulus-check.child's.
 */
export const CHECK_CHILD = {
  entry: null as string | null,
  checkLimitMs: 10 * 60_000,
  transcodeLimitMs: 70 * 60_000,
  posterLimitMs: 5 * 60_000,
};

/** A check child hung past its bound or ended without answering: the row is refused with these words. */
class CheckChildError extends Error {}

/**
 * Where the child's code is: beside this module when built (a .js file); under jest this module is a .ts file, and
 * the child starts from stimulus-check.from-sources.mjs, which compiles the sources with tsx (a dev dependency), as
 * the analysis worker does. The choice follows this file's extension, so the built API never loads TypeScript.
 */
function childEntry(): string {
  if (CHECK_CHILD.entry) return CHECK_CHILD.entry;
  return fileURLToPath(
    import.meta.url.endsWith('.ts')
      ? new URL('./stimulus-check.from-sources.mjs', import.meta.url)
      : new URL('./stimulus-check.child.js', import.meta.url),
  );
}

/**
 * The child processes that do an import's per-file work: locating, probing, hashing, transcoding, posters. Hashing
 * and reading the tools' output is about 2 s of CPU per 100 clips, which in the importing process ran at its own
 * priority (the API's, or the command's niceness 10) and kept MariaDB's ratings p99 above its level without an
 * import. A child is started in Linux's idle scheduling class (`chrt --idle 0`, niced where chrt cannot), which the
 * importing process itself cannot enter: it must leave it again for its transaction, and an unprivileged process
 * cannot. At most `size` children, started when first needed, one file at a time each, ended by `close`. With a
 * `gate`, each file waits for its turn there (BusyMachineGate: participants first), before its time limit starts.
 */
export class StimulusCheckChildren {
  private readonly idle: ChildProcess[] = [];
  private readonly all = new Set<ChildProcess>();
  /** Each child's last words on stderr, for the row's message should it end without answering. */
  private readonly said = new Map<ChildProcess, string>();
  private nextJob = 0;
  private closed = false;
  private readonly killAll = () => {
    for (const child of this.all) stop(child);
  };

  constructor(
    private readonly size: number,
    private readonly gate: BusyMachineGate | null = null,
  ) {}

  /** A LocalChecker that checks in a child; a child that hangs or dies refuses its row, in words. */
  readonly check: LocalChecker = async (
    file: string,
    kind: StimulusKind,
    place: MediaPlace,
    options: CheckOptions,
    earlier: EarlierCheck | undefined,
  ): Promise<LocalCheck> => {
    const limitMs =
      options.transcode && options.apply ? CHECK_CHILD.transcodeLimitMs : CHECK_CHILD.checkLimitMs;
    try {
      return (await this.run({ op: 'check', file, kind, place, options, earlier }, limitMs)) as LocalCheck;
    } catch (e) {
      if (e instanceof CheckChildError) return uncheckedFile(file, place, e.message);
      throw e;
    }
  };

  /** writePoster in a child; rejects (no poster) when it fails, hangs or its child dies. */
  async poster(path: string, out: string, durationS: number | null): Promise<void> {
    await this.run({ op: 'poster', path, out, durationS }, CHECK_CHILD.posterLimitMs);
  }

  /**
   * Ends every child (and the tools it started), and waits a moment for their ends: a process that has waited for
   * its children has their CPU time counted in its own (the import bench reads it), and leaves no zombie behind.
   */
  async close(): Promise<void> {
    this.closed = true;
    const ending = [...this.all].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const giveUp = setTimeout(resolve, 2_000).unref();
          child.once('exit', () => {
            clearTimeout(giveUp);
            resolve();
          });
        }),
    );
    this.killAll();
    this.all.clear();
    this.said.clear();
    this.idle.length = 0;
    process.off('exit', this.killAll);
    await Promise.all(ending);
  }

  private start(): ChildProcess {
    if (this.all.size >= this.size) throw new Error('more check jobs at once than check children');
    // Its own process group, so that stopping it stops the tools it started too.
    const options = {
      detached: true,
      execArgv: [] as string[],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'] as Array<'ignore' | 'pipe' | 'ipc'>,
    };
    // chrt execs node in its own process, so the pid and the IPC channel are node's.
    const child = idleLauncher()
      ? fork(childEntry(), [OWN_GROUP_ARG], {
          ...options,
          execPath: 'chrt',
          execArgv: ['--idle', '0', process.execPath],
        })
      : fork(childEntry(), [OWN_GROUP_ARG], options);
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, MEDIA_TOOL_NICENESS);
      } catch {
        // Not permitted here (or the child has already ended): it runs at the caller's priority.
      }
    }
    this.said.set(child, '');
    child.stderr?.on('data', (b: Buffer) => {
      this.said.set(child, ((this.said.get(child) ?? '') + b.toString('utf8')).slice(-2_000));
    });
    child.on('exit', () => this.forget(child));
    child.on('error', () => this.forget(child));
    if (this.all.size === 0) process.on('exit', this.killAll);
    this.all.add(child);
    return child;
  }

  private forget(child: ChildProcess): void {
    this.all.delete(child);
    const at = this.idle.indexOf(child);
    if (at >= 0) this.idle.splice(at, 1);
  }

  private async run(job: CheckJob, limitMs: number): Promise<LocalCheck | null> {
    // Rows still queued when the import failed neither wait at the gate nor start anything.
    if (this.closed) throw new Error('the import has ended');
    const leave = this.gate ? await this.gate.enter() : null;
    try {
      return await this.runNow(job, limitMs);
    } finally {
      leave?.();
    }
  }

  private runNow(job: CheckJob, limitMs: number): Promise<LocalCheck | null> {
    // Rows still queued when the import failed (a lane's error ends it while the others run on) start nothing.
    if (this.closed) return Promise.reject(new Error('the import has ended'));
    const child = this.idle.pop() ?? this.start();
    const id = this.nextJob++;
    return new Promise((resolve, reject) => {
      const fail = (words: string) => {
        finish();
        stop(child);
        reject(new CheckChildError(words));
      };
      const timer = setTimeout(
        () =>
          fail(
            `was not checked within ${limitMs / 1000} s and its check was stopped: the file may be damaged, or the machine too busy; try again when it is less busy`,
          ),
        limitMs,
      );
      const onMessage = (message: FromChild) => {
        if (message.type === 'tool') {
          // A tool starved in the idle class: its second try runs here, outside it (see starvedToolRunner).
          runToolNiced(message.name, message.args, message.timeoutMs).then(
            (out) => tell(child, { type: 'tool', id: message.id, ok: true, out }),
            (e: unknown) => tell(child, { type: 'tool', id: message.id, ok: false, error: sendableError(e) }),
          );
          return;
        }
        if (message.id !== id) return;
        finish();
        this.idle.push(child);
        if (message.ok) resolve(message.result);
        else reject(revivedError(message.error));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        const words = (this.said.get(child) ?? '').trim().split('\n').slice(-2).join(' ');
        const how = signal ? `stopped by ${signal}` : `exit code ${code}`;
        fail(
          `could not be checked: the process checking it ended unexpectedly (${how})${words ? `: ${words}` : ''}`,
        );
      };
      const onError = (e: Error) =>
        fail(`could not be checked: its checking process did not start (${e.message})`);
      const finish = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.off('error', onError);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.on('error', onError);
      tell(child, {
        type: 'job',
        id,
        job,
        tools: { ...MEDIA_TOOLS },
        limits: { ...MEDIA_TOOL_LIMITS },
      });
    });
  }
}

/** Sends when the channel is still open (a child that has ended is answered by its 'exit', not here). */
function tell(child: ChildProcess, message: ToChild): void {
  if (child.connected) child.send(message, () => undefined);
}

/** Ends a child and its process group (the tools it started). */
function stop(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}
