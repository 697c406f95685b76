import { existsSync } from 'node:fs';
import { BusyMachineGate, readCpuTimes } from '../busy-machine-gate.js';

/**
 * A simulated machine: a clock that only the gate's sleeps and the jobs move, and CPU counters whose busy part grows
 * at `others` (the share the rest of the machine uses) plus what the import's own running jobs use.
 */
function machine(parallel: number) {
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
    cpuTimes: () => {
      m.looks++;
      if (m.running > 0) m.looksWhileRunning++;
      return { busy: m.busy, total: m.total };
    },
  });
  /** One file's check: 100 ms of work on one core. */
  const job = async () => {
    const leave = await gate.enter();
    m.running++;
    m.maxRunning = Math.max(m.maxRunning, m.running);
    // The work takes real turns of the event loop, so other files can be admitted meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    advance(100);
    m.running--;
    leave();
  };
  return { m, gate, job };
}

// The stimulus import makes way for participants: while the rest of the machine uses a quarter of its CPU or more,
// files are checked one at a time after a wait; calm, `parallel` at a time. Measured between files only.
describe('the import gate for a busy machine', () => {
  it('checks files in parallel on a calm machine, and never waits', async () => {
    const { m, gate, job } = machine(3);
    await Promise.all(Array.from({ length: 12 }, job));
    expect(m.maxRunning).toBe(3);
    expect(gate.waited).toEqual({ ms: 0, filesAlone: 0 });
    expect(m.looks).toBeGreaterThan(0);
  });

  it('checks one file at a time on a busy machine, each after the longest wait, and still ends', async () => {
    const { m, gate, job } = machine(3);
    m.others = 0.9;
    await Promise.all(Array.from({ length: 5 }, job));
    expect(m.maxRunning).toBe(1);
    expect(gate.waited.filesAlone).toBe(5);
    // Every file waited 2 s (the default longest wait) for a calm that never came.
    expect(gate.waited.ms).toBeGreaterThanOrEqual(5 * 2_000);
    expect(m.t).toBeGreaterThanOrEqual(5 * (2_000 + 100));
    expect(m.t).toBeLessThan(5 * (2_000 + 100 + 2 * 150) + 1);
  });

  it('looks at the machine only while none of its own files is being checked', async () => {
    const { m, job } = machine(4);
    let n = 0;
    // Busy for the first files, calm after: both kinds of looks happen.
    const jobs = Array.from({ length: 20 }, async () => {
      if (n++ === 3) m.others = 0;
      await job();
    });
    m.others = 0.6;
    await Promise.all(jobs);
    expect(m.looks).toBeGreaterThan(4);
    expect(m.looksWhileRunning).toBe(0);
  });

  it('goes back to parallel checks once the machine is calm again, counting only the wait', async () => {
    const { m, gate, job } = machine(2);
    m.others = 0.5;
    // The machine calms down 700 ms into the first file's wait.
    m.othersUntil = 700;
    await job();
    expect(gate.waited.ms).toBeGreaterThanOrEqual(700);
    expect(gate.waited.ms).toBeLessThan(1_200);
    expect(gate.waited.filesAlone).toBe(0);
    m.t += 2_000; // the next look is due
    await Promise.all(Array.from({ length: 8 }, job));
    expect(m.maxRunning).toBe(2);
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
