import { readFileSync } from 'node:fs';
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
    const first = readFileSync('/proc/stat', 'latin1').split('\n', 1)[0];
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
  /** How long one look at the machine lasts (none of the import's work runs meanwhile). */
  windowMs: number;
  /** While calm, how often to look again. */
  recheckMs: number;
  /** While busy, the longest wait before one more file is checked anyway, so an import always ends. */
  longestWaitMs: number;
  cpuTimes: () => CpuTimes | null;
  sleep: (ms: number) => Promise<unknown>;
  now: () => number;
}

export const BUSY_MACHINE_GATE: Omit<BusyMachineGateOptions, 'parallel' | 'cpuTimes' | 'sleep' | 'now'> = {
  busyShare: 0.25,
  windowMs: 150,
  recheckMs: 2_000,
  longestWaitMs: 2_000,
};

/**
 * Decides when an import may start the next file's check, so that participants come first. Measured on a 2-core
 * machine with MariaDB: the idle scheduling class of the check children did not keep first session starts' p99 — a
 * plain busy loop in that class cost them as much as the import (about 40 % of their rate, p99 up by half), as both
 * cores kept running where one would have rested. So the import looks at the machine itself: between files, with
 * none of its own work running, it measures for a moment what share of the CPU the rest of the machine uses. Calm,
 * files are checked `parallel` at a time, and the gate looks again every `recheckMs`. Busy (participants, or any other
 * work), one file at a time, each after a wait until the machine is calm or `longestWaitMs` has passed.
 */
export class BusyMachineGate {
  private readonly o: BusyMachineGateOptions;
  private running = 0;
  private readonly freed: Array<() => void> = [];
  /** One admission at a time: the look at the machine must not overlap a file's work. */
  private admission: Promise<void> = Promise.resolve();
  private lookedAt = Number.NEGATIVE_INFINITY;
  private busy = false;
  private blind = false;
  /** What the import waited for the machine, and how many files it then checked alone. */
  readonly waited = { ms: 0, filesAlone: 0 };

  constructor(options: Partial<BusyMachineGateOptions> & { parallel: number }) {
    this.o = {
      ...BUSY_MACHINE_GATE,
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
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.running--;
      this.freed.splice(0).forEach((wake) => wake());
    };
  }

  private async admit(): Promise<void> {
    let waitingSince: number | null = null;
    for (;;) {
      const due = !this.blind && (this.busy || this.o.now() - this.lookedAt >= this.o.recheckMs);
      if (!due) {
        if (this.running < Math.max(1, this.o.parallel)) return;
        await this.slotFreed();
        continue;
      }
      while (this.running > 0) await this.slotFreed();
      const share = await this.othersShare();
      this.lookedAt = this.o.now();
      if (share === null) {
        this.blind = true;
        this.busy = false;
        continue;
      }
      this.busy = share >= this.o.busyShare;
      if (!this.busy) {
        if (waitingSince !== null) this.waited.ms += this.o.now() - waitingSince;
        return;
      }
      waitingSince ??= this.o.now() - this.o.windowMs;
      if (this.o.now() - waitingSince >= this.o.longestWaitMs) {
        this.waited.ms += this.o.now() - waitingSince;
        this.waited.filesAlone++;
        return;
      }
      await this.o.sleep(this.o.windowMs);
    }
  }

  /** The share of the machine's CPU used over one window while none of the import's work ran; null: unknown. */
  private async othersShare(): Promise<number | null> {
    const a = this.o.cpuTimes();
    if (!a) return null;
    await this.o.sleep(this.o.windowMs);
    const b = this.o.cpuTimes();
    if (!b || b.total <= a.total) return b ? 0 : null;
    return (b.busy - a.busy) / (b.total - a.total);
  }

  private slotFreed(): Promise<void> {
    return new Promise((resolve) => this.freed.push(resolve));
  }
}
