#!/usr/bin/env node
// `npm start`: build everything, then run the API and the three `vite preview` servers together.
// Output of each child is forwarded with a prefix; Ctrl-C / SIGTERM stops all of them; if one dies, all stop and
// this script exits non-zero. Env: PORT (API, 3000), SHELL_PORT (4200), PARTICIPANT_PORT (4201), ADMIN_PORT (4202),
// SKIP_BUILD=1 to reuse existing builds. The API reads its own settings (SQLITE_PATH, DATABASE_URL, ADMIN_EMAIL, …).
import {
  answers,
  BUILT_FILES,
  healthUrl,
  missingBuilds,
  PREVIEW_APPS,
  repoRoot as root,
  serverCommand,
  spawnServer,
  stopChild,
  waitUntilAnswers,
} from '../tools/stack/servers.mjs';

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

function run(name, { command, args, cwd = root, env }, options = {}) {
  const child = spawnServer({ command, args, cwd, env });
  children.set(name, child);
  forward(child.stdout, name, process.stdout);
  forward(child.stderr, name, process.stderr);
  child.on('error', (error) => console.error(`${tag(name)} could not start: ${error.message}`));
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!shuttingDown && !options.oneShot) {
      console.error(
        `${tag('start')} ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping everything`,
      );
      shutdown(1);
    }
  });
  return child;
}

function shutdown(exitCode) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (children.size) say(`stopping ${[...children.keys()].join(', ')}…`);
  // SIGTERM each, SIGKILL what is still running after 5 s; exit once all are gone.
  Promise.all([...children.values()].map((child) => stopChild(child))).then(() => process.exit(exitCode));
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));

async function waitFor(name, url, timeoutMs = 120000) {
  try {
    await waitUntilAnswers(url, { timeoutMs, intervalMs: 300, check: () => !shuttingDown });
  } catch {
    throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
  }
}

function build() {
  return new Promise((resolveBuild) => {
    say('building all projects (npx nx run-many -t build)…');
    const command = {
      command: 'npx',
      args: ['nx', 'run-many', '-t', 'build', '--outputStyle=static'],
      env: { NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
    };
    const child = run('build', command, { oneShot: true });
    child.on('exit', (code) => resolveBuild(code === 0));
  });
}

async function main() {
  for (const [name, port] of Object.entries(ports)) {
    if (await answers(`http://localhost:${port}`)) {
      console.error(
        `${tag('start')} port ${port} (${name}) is already in use; stop that server or set another port`,
      );
      process.exit(1);
    }
  }

  if (process.env.SKIP_BUILD === '1') say('SKIP_BUILD=1: using the existing builds');
  else if (!(await build())) {
    console.error(`${tag('start')} the build failed; nothing was started`);
    process.exit(1);
  }
  if (shuttingDown) return;
  for (const name of missingBuilds()) {
    console.error(`${tag('start')} ${BUILT_FILES[name]} is missing: the build did not produce it`);
    process.exit(1);
  }
  // Readable lines in the terminal (LOG_FORMAT=pretty, development only); an explicit LOG_FORMAT or production wins.
  const apiEnv = {
    ...(process.env.LOG_FORMAT || process.env.NODE_ENV === 'production' ? {} : { LOG_FORMAT: 'pretty' }),
    // The demo shows the volumetric stimuli beside the 2D clips (an explicit SEED_DEMO_VOLUMETRIC wins). A lab's own
    // study (SEED_DEMO=false, docs/experimenter/stimuli.md) gets none: its participants were handed demo sequences
    // its media folder does not hold.
    SEED_DEMO_VOLUMETRIC:
      process.env.SEED_DEMO_VOLUMETRIC ?? (process.env.SEED_DEMO === 'false' ? 'false' : 'true'),
  };
  run('api', serverCommand('api', { port: ports.api, env: apiEnv }));
  // The shell's preview forwards /remotes/<area>/ to the remotes' ports (shell/vite.config.ts), so the shipped
  // config.json with its relative remote URLs works unchanged.
  const remotePorts = { PARTICIPANT_PORT: String(ports.participant), ADMIN_PORT: String(ports.admin) };
  for (const name of Object.keys(PREVIEW_APPS))
    run(name, serverCommand(name, { port: ports[name], apiOrigin, env: remotePorts }));

  await Promise.all([
    waitFor('api', healthUrl(apiOrigin)),
    ...Object.keys(PREVIEW_APPS).map((name) => waitFor(name, `http://localhost:${ports[name]}/`)),
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
