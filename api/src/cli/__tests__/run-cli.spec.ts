import 'reflect-metadata';
import { jest } from '@jest/globals';
import { runCli } from '../run-cli.js';

describe('runCli', () => {
  afterEach(() => jest.restoreAllMocks());

  it('exits only once stdout and stderr have taken what was written (a pipe would lose the report’s end)', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const pending: Array<() => void> = [];
    // A pipe that has not drained yet: each write's callback comes later.
    const held = ((_chunk: unknown, done?: () => void) => {
      if (done) pending.push(done);
      return false;
    }) as never;
    jest.spyOn(process.stdout, 'write').mockImplementation(held);
    jest.spyOn(process.stderr, 'write').mockImplementation(held);

    runCli(() => Promise.resolve(1), 'Test');
    await new Promise((resolve) => setImmediate(resolve));
    expect(exit).not.toHaveBeenCalled();
    while (pending.length > 0) pending.shift()!();
    expect(exit).toHaveBeenCalledWith(1);
  });
});
