import { existsSync } from 'node:fs';
import { BusyMachineGate, readCpuTimes } from '../busy-machine-gate.js';

/**
 * A simulated machine: a clock that only the gate's sleeps and the jobs move, and CPU counters whose busy part grows
 * at `others` (the share the rest of the machine uses) plus what the import's own running jobs use.
 */
function machine(parallel: number, workMs = 100) {
  const m = {
    t: 0,
    others: 0,
    /** When the rest of the machine stops (its share becomes 0). */
    othersUntil: Number.POSITIVE_INFINITY,
    running: 0,
    maxRunning: 0,
    looksWhileRunning: 0,
    looks: 0,
    busy: 0,
    total: 0,
  };
  const advance = (ms: number) => {
    const others = m.t < m.othersUntil ? m.others : 0;
    m.busy += ms * Math.min(1, others + 0.5 * m.running);
    m.total += ms;
    m.t += ms;
  };
  const gate = new BusyMachineGate({
    parallel,
    now: () => m.t,
    sleep: async (ms) => advance(ms),
    onBusy: () => busyCalls++,
    cpuTimes: () => {
      m.looks++;
      if (m.running > 0) m.looksWhileRunning++;
      return { busy: m.busy, total: m.total };
    },
  });
  let busyCalls = 0;
  /** One file's check: `workMs` of work on one core. */
  const job = async () => {
    const leave = await gate.enter();
    m.running++;
    m.maxRunning = Math.max(m.maxRunning, m.running);
    // The work takes real turns of the event loop, so other files can be admitted meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    advance(workMs);
    m.running--;
    leave();
  };
  return { m, gate, job, busyCalls: () => busyCalls };
}

// The stimulus import makes way for participants: while the rest of the machine uses a quarter of its CPU or more,
// files are checked one at a time after a wait; calm, `parallel` at a time. Measured between files only.
describe('the import gate for a busy machine', () => {
  it('checks files in parallel on a calm machine, and never waits', async () => {
    const { m, gate, job, busyCalls } = machine(3);
    await Promise.all(Array.from({ length: 12 }, job));
    expect(m.maxRunning).toBe(3);
    expect(gate.waited).toEqual({ ms: 0, jobsWhileBusy: 0 });
    expect(m.looks).toBeGreaterThan(0);
    expect(busyCalls()).toBe(0);
  });

  it('checks one file at a time on a busy machine, resting 19 times its work (at most 2 s), and still ends', async () => {
    const { m, gate, job, busyCalls } = machine(3);
    m.others = 0.9;
    await Promise.all(Array.from({ length: 5 }, job));
    expect(m.maxRunning).toBe(1);
    expect(gate.waited.jobsWhileBusy).toBe(5);
    expect(busyCalls()).toBe(1);
    // 5 files of 100 ms and 4 rests of 1.9 s after them; a look every 2 s (0.15 s) may overrun a rest.
    expect(m.t).toBeGreaterThanOrEqual(5 * 100 + 4 * 1_900);
    expect(m.t).toBeLessThan(5 * 100 + 4 * 1_900 + 6 * 150 + 1);
    // The import's own work is 5 % of the time while the machine is busy.
    expect((5 * 100) / m.t).toBeGreaterThan(0.05);
    expect((5 * 100) / m.t).toBeLessThan(0.07);
  });

  it('rests at most 2 s after a long file', async () => {
    const { m, job } = machine(2, 1_000);
    m.others = 0.9;
    await Promise.all(Array.from({ length: 3 }, job));
    expect(m.t).toBeGreaterThanOrEqual(3 * 1_000 + 2 * 2_000);
    expect(m.t).toBeLessThan(3 * 1_000 + 2 * 2_000 + 2 * 150 + 1);
  });

  it('moves on quickly where files are only looked up again (unchanged since their last import)', async () => {
    const { m, gate, job } = machine(2, 2);
    m.others = 0.9;
    await Promise.all(Array.from({ length: 500 }, job));
    expect(gate.waited.jobsWhileBusy).toBe(500);
    // 2 ms of work and 38 ms of rest per file, plus a look every 2 s: 20 s for 500 files, not 500 × 2 s.
    expect(m.t).toBeGreaterThanOrEqual(500 * 40 - 38);
    expect(m.t).toBeLessThan(500 * 40 * 1.1);
  });

  it('looks at the machine only while none of its own files is being checked, busy or calm', async () => {
    const { m, job } = machine(4);
    m.others = 0.6;
    m.othersUntil = 3_000; // busy at first, calm after
    await Promise.all(Array.from({ length: 80 }, job));
    // Two reads a look: the first, busy ones every 2 s, a calm one after 3 s, and later ones when due.
    expect(m.looks).toBeGreaterThanOrEqual(2 * 3);
    expect(m.looksWhileRunning).toBe(0);
    expect(m.maxRunning).toBe(4);
  });

  it('calm, takes a due look once the running files end, never while they run', async () => {
    const { m, job } = machine(2, 3_000);
    await Promise.all(Array.from({ length: 12 }, job));
    expect(m.t).toBeGreaterThan(30_000);
    expect(m.looks).toBeGreaterThanOrEqual(2 * 3);
    expect(m.looksWhileRunning).toBe(0);
    expect(m.maxRunning).toBe(2);
  });

  it('counts a failed read after the first as a calm look, and looks again later', async () => {
    let reads = 0;
    let t = 0;
    const gate = new BusyMachineGate({
      parallel: 2,
      now: () => t,
      sleep: async (ms) => (t += ms),
      // Busy at the first look, unreadable after it.
      cpuTimes: () => (++reads <= 2 ? { busy: reads === 1 ? 0 : 150, total: reads === 1 ? 0 : 150 } : null),
    });
    let running = 0;
    let most = 0;
    const job = async () => {
      const leave = await gate.enter();
      most = Math.max(most, ++running);
      await new Promise((resolve) => setImmediate(resolve));
      t += 600;
      running--;
      leave();
    };
    await Promise.all(Array.from({ length: 40 }, job));
    expect(gate.waited.jobsWhileBusy).toBe(1);
    expect(most).toBe(2);
    // Later looks still happen.
    expect(reads).toBeGreaterThan(3);
  });

  it('goes back to parallel checks once the machine is calm again', async () => {
    const { m, gate, job } = machine(2);
    m.others = 0.5;
    // The rest of the machine stops 700 ms in: the look 2 s after the first finds it calm.
    m.othersUntil = 700;
    await Promise.all(Array.from({ length: 2 }, job));
    expect(m.maxRunning).toBe(1);
    expect(gate.waited.jobsWhileBusy).toBe(1);
    m.maxRunning = 0;
    await Promise.all(Array.from({ length: 8 }, job));
    expect(m.maxRunning).toBe(2);
    expect(gate.waited.jobsWhileBusy).toBe(1);
  });

  it('never waits where the machine cannot be read', async () => {
    let slept = 0;
    const gate = new BusyMachineGate({
      parallel: 2,
      cpuTimes: () => null,
      sleep: async () => slept++,
      now: () => 0,
    });
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        const leave = await gate.enter();
        most = Math.max(most, ++running);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
        leave();
      }),
    );
    expect(most).toBe(2);
    expect(slept).toBe(0);
    expect(gate.waited.ms).toBe(0);
  });

  (existsSync('/proc/stat') ? it : it.skip)("reads this machine's CPU counters", () => {
    const a = readCpuTimes();
    expect(a).not.toBeNull();
    expect(a!.busy).toBeGreaterThan(0);
    expect(a!.total).toBeGreaterThanOrEqual(a!.busy);
  });
});
