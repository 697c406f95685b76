import { closeSync, openSync, readSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The machine's CPU time since boot, in clock ticks: all of it, and the part not idle. */
export interface CpuTimes {
  busy: number;
  total: number;
}

/**
 * Reads the first line of Linux's /proc/stat (`cpu user nice system idle iowait irq softirq steal …`); null where
 * there is none (macOS, Windows, a sandbox without /proc), and the gate then never waits. Guest time is already
 * inside user time, so only the first eight fields are summed.
 */
export function readCpuTimes(): CpuTimes | null {
  try {
    // Only the first line is needed; the whole file is long on a many-core host (a line per core).
    const fd = openSync('/proc/stat', 'r');
    const buffer = Buffer.alloc(4096);
    let length: number;
    try {
      length = readSync(fd, buffer, 0, buffer.length, 0);
    } finally {
      closeSync(fd);
    }
    const first = buffer.toString('latin1', 0, length).split('\n', 1)[0];
    if (!first.startsWith('cpu ')) return null;
    const f = first.trim().split(/\s+/).slice(1, 9).map(Number);
    if (f.length < 4 || f.some((n) => !Number.isFinite(n))) return null;
    const total = f.reduce((a, b) => a + b, 0);
    return { busy: total - f[3] - (f[4] ?? 0), total };
  } catch {
    return null;
  }
}

export interface BusyMachineGateOptions {
  /** Files checked at once while the machine is calm. */
  parallel: number;
  /** The share of the machine's CPU that other work must use for the import to make way. */
  busyShare: number;
  /** While busy, the share of the time the import's one file at a time may take: it rests the rest. */
  busyDuty: number;
  /** How long one look at the machine lasts (none of the import's work runs meanwhile). */
  windowMs: number;
  /**
   * How often to look at the machine again, calm or busy; a due look stops new work until the running work ends (a
   * long transcode then keeps the other cores waiting). Looking only at a moment with none running, forced later,
   * was measured worse: two 0.1 s checks at a time almost never leave one, and a calm verdict outlived the
   * participants' return (ratings' p99 doubled).
   */
  recheckMs: number;
  /** While busy, the longest rest after a file, so that an import always moves on. */
  longestWaitMs: number;
  /** Called when the gate first finds the machine busy (the command says so at once). */
  onBusy: () => void;
  cpuTimes: () => CpuTimes | null;
  sleep: (ms: number) => Promise<unknown>;
  now: () => number;
}

export const BUSY_MACHINE_GATE = {
  busyShare: 0.25,
  busyDuty: 0.05,
  windowMs: 150,
  recheckMs: 2_000,
  longestWaitMs: 2_000,
} as const;

/**
 * Decides when an import may start the next file's work, so that participants come first. Measured on a 2-core
 * machine with MariaDB: the idle scheduling class of the check children did not keep first session starts' p99 — plain
 * busy loops in that class cost them as much as the import (about 40 % of their rate, p99 up by half), as both cores
 * kept running where one would have rested. So the import looks at the machine itself: every `recheckMs`, between
 * files and with none of its own work running, it measures for `windowMs` what share of the CPU the rest of the
 * machine uses. Calm, files are checked `parallel` at a time. Busy (participants, or any other work), one at a time,
 * each followed by a rest that keeps the import's work to `busyDuty` of the time (at most `longestWaitMs`): a file
 * probed for 100 ms rests 1.9 s, a file only looked up again (unchanged since its last import) a few milliseconds.
 */
export class BusyMachineGate {
  private readonly o: BusyMachineGateOptions;
  private running = 0;
  private readonly freed: Array<() => void> = [];
  /** One admission at a time: the look at the machine must not overlap a file's work. */
  private admission: Promise<void> = Promise.resolve();
  private lookedAt = Number.NEGATIVE_INFINITY;
  private busy = false;
  private everBusy = false;
  private blind = false;
  private lastWorkMs = 0;
  private lastLeftAt = Number.NEGATIVE_INFINITY;
  /** What the import waited for the machine, and how many pieces of work (checks, posters) ran while it was busy. */
  readonly waited = { ms: 0, jobsWhileBusy: 0 };
  private everRead = false;

  constructor(options: Partial<BusyMachineGateOptions> & { parallel: number }) {
    this.o = {
      ...BUSY_MACHINE_GATE,
      onBusy: () => undefined,
      cpuTimes: readCpuTimes,
      sleep: (ms) => sleep(ms),
      now: () => performance.now(),
      ...options,
    };
  }

  /** Waits for a turn; the returned function ends it (call it once, when the file's work is done). */
  async enter(): Promise<() => void> {
    const before = this.admission;
    let admitted!: () => void;
    this.admission = new Promise((resolve) => (admitted = resolve));
    await before;
    try {
      await this.admit();
    } finally {
      admitted();
    }
    this.running++;
    const entered = this.o.now();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.running--;
      this.lastLeftAt = this.o.now();
      this.lastWorkMs = this.lastLeftAt - entered;
      this.freed.splice(0).forEach((wake) => wake());
    };
  }

  private async admit(): Promise<void> {
    let waitedBusy = false;
    let waitingFrom = this.o.now();
    for (;;) {
      if (this.blind) {
        if (this.running < Math.max(1, this.o.parallel)) return;
        await this.slotFreed();
        continue;
      }
      const lookDue = this.o.now() - this.lookedAt >= this.o.recheckMs;
      // Calm and no look due: up to `parallel` at once.
      if (!this.busy && !lookDue) {
        if (this.running < Math.max(1, this.o.parallel)) return;
        await this.slotFreed();
        continue;
      }
      // A look at the machine, or a busy machine: none of the import's own work may run.
      if (this.running > 0) {
        while (this.running > 0) await this.slotFreed();
        // The import's own work is not a wait for the machine.
        waitingFrom = this.o.now();
      }
      if (lookDue) {
        const share = await this.othersShare();
        this.lookedAt = this.o.now();
        if (share === null) {
          this.blind = true;
          this.busy = false;
          continue;
        }
        this.busy = share >= this.o.busyShare;
        if (this.busy && !this.everBusy) {
          this.everBusy = true;
          try {
            this.o.onBusy();
          } catch {
            // Telling is a courtesy: a failing listener must not fail the file.
          }
        }
        if (!this.busy) break;
        waitedBusy = true;
      }
      const rest = Math.min(this.o.longestWaitMs, this.lastWorkMs * (1 / this.o.busyDuty - 1));
      const restLeft = this.lastLeftAt + rest - this.o.now();
      if (restLeft <= 0) {
        this.waited.jobsWhileBusy++;
        break;
      }
      waitedBusy = true;
      await this.o.sleep(Math.max(1, Math.min(restLeft, this.lookedAt + this.o.recheckMs - this.o.now())));
    }
    if (waitedBusy) this.waited.ms += this.o.now() - waitingFrom;
  }

  /** The share of the machine's CPU used over one window while none of the import's work ran; null: unknown. */
  private async othersShare(): Promise<number | null> {
    const a = this.o.cpuTimes();
    // Unreadable at the first look: the gate never waits. A later failed read counts as one calm look.
    if (!a) return this.everRead ? 0 : null;
    this.everRead = true;
    await this.o.sleep(this.o.windowMs);
    const b = this.o.cpuTimes();
    if (!b || b.total <= a.total) return 0;
    return (b.busy - a.busy) / (b.total - a.total);
  }

  private slotFreed(): Promise<void> {
    return new Promise((resolve) => this.freed.push(resolve));
  }
}
