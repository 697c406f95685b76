/* global AbortSignal */
// Every server the bench starts is registered here and stopped on the way out: normal end, error, Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process';
// A port nothing listens on: the browser tests' helper.
export { freePort } from '../../e2e/support/servers.mjs';

const running = new Set();

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Spawns `node script` (no shell in between, so the pid is the server's) and waits until `healthUrl` answers 200. */
export async function startNodeServer(name, script, { env, healthUrl, nodeArgs = [], timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let gone = null;
  void exited.then((e) => (gone = e));
  const handle = {
    name,
    pid: child.pid,
    log: () => output.join(''),
    async stop() {
      running.delete(handle);
      if (gone) return;
      child.kill('SIGTERM');
      if (!(await Promise.race([exited, sleep(8000).then(() => null)]))) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
  running.add(handle);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone)
      throw new Error(
        `${name} exited (${JSON.stringify(gone)}) before answering:\n${handle.log().slice(-3000)}`,
      );
    try {
      if ((await fetch(healthUrl, { signal: AbortSignal.timeout(2000) })).ok) return handle;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await handle.stop();
  throw new Error(
    `${name} did not answer ${healthUrl} within ${timeoutMs} ms:\n${handle.log().slice(-3000)}`,
  );
}

const cleanups = [];

/** Work to do once the servers are stopped (drop a scratch database, remove a temp folder). */
export function atCleanup(fn) {
  cleanups.push(fn);
}

/** Stops every server, then runs the cleanups (newest first); errors are reported, not thrown. */
export async function stopAll() {
  await Promise.all([...running].map((h) => h.stop()));
  while (cleanups.length) {
    await Promise.resolve()
      .then(cleanups.pop())
      .catch((error) => console.error(`[bench] cleanup: ${error.message}`));
  }
}

/** Children die with the bench: Ctrl-C, SIGTERM and synchronous exit all stop them. */
export function stopChildrenOnExit() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n[bench] ${signal}: stopping servers…`);
      void stopAll().finally(() => process.exit(130));
    });
  }
  process.once('exit', () => {
    for (const h of running) process.kill(h.pid, 'SIGKILL');
  });
}
