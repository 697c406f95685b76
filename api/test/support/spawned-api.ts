import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, ApiRoutes } from '@vvq/contracts';
import { trackChild } from './child-registry.js';

/** The built server and CLIs (api/dist, built by the test:integration target before the suites run). */
export const API_DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
export const API_MAIN = join(API_DIST, 'main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * A node child whose stdout and stderr go to a log file, not to pipes: nothing the child leaves open can keep jest
 * alive, and the output stays readable for failure messages.
 */
export class NodeChild {
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  private readonly dir = mkdtempSync(join(tmpdir(), 'vvq-child-'));
  private readonly logFile = join(this.dir, 'output.log');

  constructor(script: string, args: string[], env: Record<string, string>) {
    if (!existsSync(script)) throw new Error(`${script} is missing: run \`npx nx run api:build\` first`);
    const fd = openSync(this.logFile, 'a');
    try {
      this.child = trackChild(
        spawn(process.execPath, [script, ...args], {
          env: { ...process.env, ...env },
          stdio: ['ignore', fd, fd],
        }),
        script,
      );
    } finally {
      closeSync(fd);
    }
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => resolve({ code, signal }));
      this.child.once('error', () => resolve({ code: -1, signal: null }));
    });
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  output(): string {
    return existsSync(this.logFile) ? readFileSync(this.logFile, 'utf8') : '';
  }

  /** SIGKILLs the child if it still runs and removes its log (call from afterAll). */
  async kill(): Promise<void> {
    if (this.running) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Runs a node script to completion: its exit code and output (stdout and stderr, through a file). */
export async function runNodeScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const cli = new NodeChild(script, args, env);
  const { code } = await cli.exited;
  const output = cli.output();
  await cli.kill();
  return { code, output };
}

/** Runs a built CLI (e.g. 'cli/backup.js') to completion: its exit code and output. */
export function runBuiltCli(relativeScript: string, args: string[], env: Record<string, string>) {
  return runNodeScript(join(API_DIST, relativeScript), args, env);
}

/** `node api/dist/main.js` on its own port; `base` is http://127.0.0.1:<port>/api. */
export class SpawnedApi extends NodeChild {
  readonly base: string;

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    super(API_MAIN, [], { NODE_ENV: 'test', ...env, PORT: String(port) });
    this.base = `http://127.0.0.1:${port}/${API_PREFIX}`;
  }

  async waitUntilReady(): Promise<void> {
    for (let i = 0; i < 300; i += 1) {
      if (!this.running) throw new Error(`API exited early: ${this.output()}`);
      try {
        if ((await fetch(`${this.base}${ApiRoutes.health}`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`API did not answer on ${this.base}: ${this.output()}`);
  }
}

/** Starts the built API on a free port with `env` and waits until /api/health answers (killed again if it never does). */
export async function startSpawnedApi(env: Record<string, string>): Promise<SpawnedApi> {
  // freePort() closes its probe before the API binds, so on a busy machine another process can take the port in
  // between (EADDRINUSE): that start is retried on a new port, anything else fails at once.
  for (let attempt = 1; ; attempt += 1) {
    const api = new SpawnedApi(await freePort(), env);
    try {
      await api.waitUntilReady();
      return api;
    } catch (error) {
      const portTaken = api.output().includes('EADDRINUSE');
      await api.kill();
      if (!portTaken || attempt >= 3) throw error;
    }
  }
}

/** POST JSON over a real socket; `{ status, body }`, never throws on a non-2xx answer. */
export async function postJson<T>(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
