import { Mutex } from '../mutex.js';

describe('Mutex', () => {
  it('runs callers one at a time in arrival order, even when one fails', async () => {
    const mutex = new Mutex();
    const log: string[] = [];
    let active = 0;
    const task = (name: string, fail = false) =>
      mutex.runExclusive(async () => {
        active += 1;
        expect(active).toBe(1);
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, 5));
        log.push(`end ${name}`);
        active -= 1;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([task('a'), task('b', true), task('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
