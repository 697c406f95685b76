import type { ChildProcess } from 'node:child_process';

// Every process a test file spawns is registered here and SIGKILLed by the file's last afterAll
// (kill-children.setup.ts), whatever the test did: a child left running, or a pipe left open to it, keeps jest alive
// after the run and CI never ends. Jest gives each test file its own module registry, so this state is per file.

/** Upper bound on one child's life, so a child a crashed hook forgot still dies (longer than any test timeout). */
const MAX_LIFETIME_MS = 10 * 60_000;
/** How long a SIGKILLed child may take to be reaped before we stop waiting for it. */
const REAP_WAIT_MS = 5_000;

interface Tracked {
  child: ChildProcess;
  label: string;
  timer: NodeJS.Timeout;
}

const tracked = new Set<Tracked>();
let closed = false;

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function destroyStdio(child: ChildProcess): void {
  for (const stream of [child.stdin, child.stdout, child.stderr]) stream?.destroy();
}

function kill(entry: Tracked): Promise<void> {
  clearTimeout(entry.timer);
  const { child } = entry;
  destroyStdio(child);
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const giveUp = setTimeout(resolve, REAP_WAIT_MS).unref();
    child.once('exit', () => {
      clearTimeout(giveUp);
      resolve();
    });
    child.kill('SIGKILL');
  });
}

/**
 * Registers a spawned child: it is killed (and its stdio destroyed) in the test file's final afterAll, after
 * MAX_LIFETIME_MS at the latest, and at once when the file has already finished: a test that timed out keeps running
 * in the background and must not start servers nobody will stop.
 */
export function trackChild<T extends ChildProcess>(child: T, label: string): T {
  const entry: Tracked = {
    child,
    label,
    timer: setTimeout(() => {
      process.stderr.write(
        `child-registry: ${label} (pid ${child.pid}) outlived ${MAX_LIFETIME_MS} ms, killed\n`,
      );
      void kill(entry);
    }, MAX_LIFETIME_MS).unref(),
  };
  tracked.add(entry);
  child.once('exit', () => clearTimeout(entry.timer));
  if (closed) {
    void kill(entry);
    throw new Error(
      `${label} was started after its test file had finished (a timed-out test kept running): killed`,
    );
  }
  return child;
}

/** Kills every registered child still running and destroys every pipe to them; returns the labels it had to kill. */
export async function killTrackedChildren(): Promise<string[]> {
  closed = true;
  const leftovers = [...tracked]
    .filter((entry) => isRunning(entry.child))
    .map((e) => `${e.label} (pid ${e.child.pid})`);
  await Promise.all([...tracked].map(kill));
  tracked.clear();
  return leftovers;
}
