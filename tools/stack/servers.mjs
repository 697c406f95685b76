// Starting the built stack, written once for `npm start` (scripts/start.mjs) and the browser tests
// (e2e/support/servers.mjs): what each server's command is, how it is spawned, how readiness is awaited and how it
// is stopped. Each caller keeps its own policy (ports, output, what a crash means).
/* global AbortSignal */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The front ends served by `vite preview`, by server name. */
export const PREVIEW_APPS = { shell: 'shell', participant: 'participant-app', admin: 'admin-app' };

/** The file each server needs from the build. */
export const BUILT_FILES = {
  api: 'api/dist/main.js',
  shell: 'shell/dist/index.html',
  participant: 'participant-app/dist/index.html',
  admin: 'admin-app/dist/index.html',
};

const viteBin = join(repoRoot, 'node_modules', '.bin', 'vite');

/** Names of the servers whose build output is missing. */
export function missingBuilds(names = Object.keys(BUILT_FILES)) {
  return names.filter((name) => !existsSync(join(repoRoot, BUILT_FILES[name])));
}

/** The API's health URL on this origin (http://host:port). */
export const healthUrl = (apiOrigin) => `${apiOrigin}/api/health`;

/**
 * How to start one server: `api` runs the built API on `port` with `env` added; a front end runs `vite preview`
 * on `port`, strictly (never a neighbouring port), forwarding /api and /media to `apiOrigin`.
 */
export function serverCommand(name, { port, apiOrigin, env = {} }) {
  if (name === 'api') {
    return {
      command: process.execPath,
      args: [join(repoRoot, BUILT_FILES.api)],
      cwd: repoRoot,
      env: { ...env, PORT: String(port) },
    };
  }
  return {
    command: viteBin,
    args: ['preview', '--port', String(port), '--strictPort'],
    cwd: join(repoRoot, PREVIEW_APPS[name]),
    env: { ...env, API_PROXY_TARGET: apiOrigin },
  };
}

/** Spawns a server with piped output and no shell in between, so the PID held is the server and a signal reaches it. */
export function spawnServer({ command, args, cwd, env }) {
  return spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** True when something answers `url` with a status below 500 within 2 s. */
export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `url` until it answers. `check()` runs before each try and may throw (e.g. the server exited) or return
 * false to give up quietly (e.g. shutting down). Throws once `timeoutMs` has passed.
 */
export async function waitUntilAnswers(url, { timeoutMs, intervalMs = 250, check = () => true }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!check()) return;
    if (await answers(url)) return;
    await sleep(intervalMs);
  }
  throw new Error(`no answer from ${url} within ${Math.round(timeoutMs / 1000)} s`);
}

/** SIGTERM, then SIGKILL when the child has not exited after `graceMs`; resolves once it has exited. */
export async function stopChild(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await exited;
  }
}
