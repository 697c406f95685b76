import { jest } from '@jest/globals';
import { RETENTION_INTERVAL_MS, RetentionSchedulerService } from '../retention-scheduler.service.js';
import type { RetentionService } from '../retention.service.js';

function scheduler(enabled: boolean, run: () => Promise<unknown>) {
  const retention = { enabled, run } as unknown as RetentionService;
  return new RetentionSchedulerService(retention);
}

describe('RetentionSchedulerService', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once at start, then every 24 hours, and stops on shutdown', async () => {
    const run = jest.fn(async () => ({ contactMessages: 0, userEvents: 0 }));
    const s = scheduler(true, run);
    s.onApplicationBootstrap();
    await s.idle();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(RETENTION_INTERVAL_MS - 1);
    await s.idle();
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await s.idle();
    expect(run).toHaveBeenCalledTimes(2);
    await s.onModuleDestroy();
    jest.advanceTimersByTime(3 * RETENTION_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('never keeps the process alive: the timer is unref-ed', () => {
    jest.useRealTimers();
    const unref = jest.fn();
    const spy = jest
      .spyOn(globalThis, 'setInterval')
      .mockReturnValue({ unref } as unknown as ReturnType<typeof setInterval>);
    const clear = jest.spyOn(globalThis, 'clearInterval').mockImplementation(() => undefined);
    const s = scheduler(true, async () => ({}));
    s.onApplicationBootstrap();
    expect(spy).toHaveBeenCalledWith(expect.any(Function), RETENTION_INTERVAL_MS);
    expect(unref).toHaveBeenCalled();
    void s.onModuleDestroy();
    expect(clear).toHaveBeenCalled();
    spy.mockRestore();
    clear.mockRestore();
  });

  it('with no period set (the default) schedules nothing', async () => {
    const run = jest.fn(async () => ({}));
    const s = scheduler(false, run);
    s.onApplicationBootstrap();
    jest.advanceTimersByTime(2 * RETENTION_INTERVAL_MS);
    await s.idle();
    expect(run).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a failed run is logged and the next day runs again', async () => {
    const run = jest
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue({});
    const s = scheduler(true, run);
    const logged = jest
      .spyOn((s as unknown as { logger: { error: (m: string) => void } }).logger, 'error')
      .mockImplementation(() => undefined);
    s.onApplicationBootstrap();
    await s.idle();
    expect(logged).toHaveBeenCalledWith('Retention run failed: database away');
    jest.advanceTimersByTime(RETENTION_INTERVAL_MS);
    await s.idle();
    expect(run).toHaveBeenCalledTimes(2);
    await s.onModuleDestroy();
  });
});
