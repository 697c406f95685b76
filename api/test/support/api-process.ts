import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, ApiRoutes } from '@vvq/contracts';

/** The built server (api/dist, built by the test:integration target before the suites run). */
export const API_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
/** The built admin CLI (`npm run admin:create`). */
export const ADMIN_CLI = fileURLToPath(new URL('../../dist/cli/admin-create.js', import.meta.url));

export function assertBuilt(file = API_MAIN): void {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npx nx run api:build\` first`);
}

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

/** A non-loopback IPv4 address of this machine (a peer the API must not trust as its local proxy), or null. */
export function externalIPv4(): string | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return null;
}

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port>/api */
  base: string;
  stderr(): string;
}

/**
 * Starts `node api/dist/main.js` on a free port and waits for /api/health. stdout is ignored; stderr is read into a
 * string (for failure messages) and its pipe is destroyed by stopApiProcess, so no open handle keeps jest alive.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  assertBuilt();
  const port = await freePort();
  const child = spawn(process.execPath, [API_MAIN], {
    env: { ...process.env, NODE_ENV: 'test', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const proc: ApiProcess = {
    child,
    port,
    base: `http://127.0.0.1:${port}/${API_PREFIX}`,
    stderr: () => stderr,
  };
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`API exited early (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${proc.base}${ApiRoutes.health}`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stopApiProcess(proc);
  throw new Error(`API did not answer on ${proc.base}: ${stderr}`);
}

/** SIGKILLs the process (if still running) and closes its stderr pipe. */
export function stopApiProcess(proc: ApiProcess | undefined): Promise<void> {
  if (!proc) return Promise.resolve();
  const { child } = proc;
  return new Promise((resolve) => {
    const done = () => {
      child.stderr?.destroy();
      resolve();
    };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    child.kill('SIGKILL');
  });
}

/** Runs a node script to completion; resolves with its exit code and output (pipes closed on exit). */
export function runNode(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

export interface JsonAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** POST JSON with fetch (real sockets, no supertest). */
export async function postJson<T = Record<string, unknown>>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}
