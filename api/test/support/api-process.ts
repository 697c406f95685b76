import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { API_MAIN, runNodeScript, startSpawnedApi, type SpawnedApi } from './spawned-api.js';

export { API_MAIN, freePort } from './spawned-api.js';
/** The built admin CLI (`npm run admin:create`). */
export const ADMIN_CLI = fileURLToPath(new URL('../../dist/cli/admin-create.js', import.meta.url));

export function assertBuilt(file = API_MAIN): void {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npx nx run api:build\` first`);
}

/** A non-loopback IPv4 address of this machine (a peer the API must not trust as its local proxy), or null. */
export function externalIPv4(): string | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return null;
}

/** A built API process on its own port (output in a log file, registered in child-registry.ts). */
export type ApiProcess = SpawnedApi;

/** Starts `node api/dist/main.js` on a free port and waits for /api/health. */
export const startApiProcess = startSpawnedApi;

/** SIGKILLs the process if it still runs. */
export async function stopApiProcess(proc: ApiProcess | undefined): Promise<void> {
  await proc?.kill();
}

/** Runs a node script to completion; resolves with its exit code and output. */
export async function runNode(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  const { code, output } = await runNodeScript(script, args, env);
  return { code: code ?? -1, output };
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
