#!/usr/bin/env node
// `npm start`: build everything, then run the API and the three `vite preview` servers together.
// Output of each child is forwarded with a prefix; Ctrl-C / SIGTERM stops all of them; if one dies, all stop and
// this script exits non-zero. Env: PORT (API, 3000), SHELL_PORT (4200), PARTICIPANT_PORT (4201), ADMIN_PORT (4202),
// SKIP_BUILD=1 to reuse existing builds. The API reads its own settings (SQLITE_PATH, DATABASE_URL, ADMIN_EMAIL, …).
/* global AbortSignal */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`[start] ${name}=${raw} is not a valid port (1-65535)`);
    process.exit(2);
  }
  return port;
}

const ports = {
  api: portFromEnv('PORT', 3000),
  shell: portFromEnv('SHELL_PORT', 4200),
  participant: portFromEnv('PARTICIPANT_PORT', 4201),
  admin: portFromEnv('ADMIN_PORT', 4202),
};
const apiOrigin = `http://localhost:${ports.api}`;
const viteBin = join(root, 'node_modules', '.bin', 'vite');

const colors = { api: 35, shell: 36, participant: 32, admin: 33, build: 34, start: 1 };
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const tag = (name) => (useColor ? `\x1b[${colors[name] ?? 0}m[${name}]\x1b[0m` : `[${name}]`);
const say = (message) => console.log(`${tag('start')} ${message}`);

/** Forwards a stream line by line with the child's prefix (partial lines wait for their newline). */
function forward(stream, name, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split(/\r?\n/);
    pending = lines.pop();
    for (const line of lines) target.write(`${tag(name)} ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`${tag(name)} ${pending}\n`);
  });
}

const children = new Map();
let shuttingDown = false;

function run(name, command, args, options = {}) {
  // No shell in between: the PID we hold is the program itself, so a signal really reaches it.
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(name, child);
  forward(child.stdout, name, process.stdout);
  forward(child.stderr, name, process.stderr);
  child.on('error', (error) => console.error(`${tag(name)} could not start: ${error.message}`));
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!shuttingDown && !options.oneShot) {
      console.error(`${tag('start')} ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything`);
      shutdown(1);
    }
  });
  return child;
}

function shutdown(exitCode) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (children.size) say(`stopping ${[...children.keys()].join(', ')}…`);
  for (const child of children.values()) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 5000);
  force.unref();
  const finish = () => {
    if (children.size === 0) {
      clearTimeout(force);
      process.exit(exitCode);
    } else setTimeout(finish, 100);
  };
  finish();
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function waitFor(name, url, timeoutMs = 120000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shuttingDown) return;
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

function build() {
  return new Promise((resolveBuild) => {
    say('building all projects (npx nx run-many -t build)…');
    const child = run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
      oneShot: true,
      env: { NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
    });
    child.on('exit', (code) => resolveBuild(code === 0));
  });
}

async function main() {
  for (const [name, port] of Object.entries(ports)) {
    if (await answers(`http://localhost:${port}`)) {
      console.error(`${tag('start')} port ${port} (${name}) is already in use; stop that server or set another port`);
      process.exit(1);
    }
  }

  if (process.env.SKIP_BUILD === '1') say('SKIP_BUILD=1: using the existing builds');
  else if (!(await build())) {
    console.error(`${tag('start')} the build failed; nothing was started`);
    process.exit(1);
  }
  if (shuttingDown) return;
  for (const file of ['api/dist/main.js', 'shell/dist/index.html', 'participant-app/dist/index.html', 'admin-app/dist/index.html']) {
    if (!existsSync(join(root, file))) {
      console.error(`${tag('start')} ${file} is missing: the build did not produce it`);
      process.exit(1);
    }
  }
  run('api', process.execPath, [join(root, 'api', 'dist', 'main.js')], { env: { PORT: String(ports.api) } });
  const previews = { shell: 'shell', participant: 'participant-app', admin: 'admin-app' };
  for (const [name, dir] of Object.entries(previews)) {
    run(name, viteBin, ['preview', '--port', String(ports[name]), '--strictPort'], {
      cwd: join(root, dir),
      // The shell's preview forwards /remotes/<area>/ to the remotes' ports (shell/vite.config.ts), so the shipped
      // config.json with its relative remote URLs works unchanged.
      env: { API_PROXY_TARGET: apiOrigin, PARTICIPANT_PORT: String(ports.participant), ADMIN_PORT: String(ports.admin) },
    });
  }

  await Promise.all([
    waitFor('api', `${apiOrigin}/api/health`),
    ...Object.keys(previews).map((name) => waitFor(name, `http://localhost:${ports[name]}/`)),
  ]);
  if (shuttingDown) return;

  const shellUrl = `http://localhost:${ports.shell}`;
  console.log(
    [
      '',
      `${tag('start')} VVQ is running:`,
      `${tag('start')}   participants:  ${shellUrl}/`,
      `${tag('start')}   admins:        ${shellUrl}/admin`,
      `${tag('start')}   API:           ${apiOrigin}/api (also proxied under ${shellUrl}/api)`,
      `${tag('start')}   remotes:       http://localhost:${ports.participant}/ (participant), http://localhost:${ports.admin}/ (admin)`,
      `${tag('start')} Press Ctrl-C to stop.`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(`${tag('start')} ${error.message}`);
  shutdown(1);
});
