// Starts the BUILT apps for browser tests: the API on a temp SQLite file and the three `vite preview` servers.
// `nx run e2e:e2e` builds them first (implicitDependencies in e2e/package.json).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  answers,
  BUILT_FILES,
  healthUrl,
  missingBuilds,
  serverCommand,
  spawnServer,
  stopChild,
  waitUntilAnswers,
} from '../../tools/stack/servers.mjs';
import { trackServer } from './leftovers.mjs';
import { ensureArtifactsDir } from './paths.mjs';

/**
 * Preview ports: free ports by default, so the tests run beside a developer's `npm start` (4200-4202) or another
 * engineer's preview. The shell's built config.json still names 4201/4202, so browser.mjs answers the shell's
 * /config.json request with this stack's remote URLs (see `stack.shellConfig`).
 * E2E_SHELL_PORT / E2E_PARTICIPANT_PORT / E2E_ADMIN_PORT / E2E_API_PORT pin a port when needed.
 */
async function choosePorts() {
  const taken = new Set();
  const pick = async (name) => {
    let port = process.env[name] ? Number(process.env[name]) : await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    return port;
  };
  return {
    api: await pick('E2E_API_PORT'),
    shell: await pick('E2E_SHELL_PORT'),
    participant: await pick('E2E_PARTICIPANT_PORT'),
    admin: await pick('E2E_ADMIN_PORT'),
  };
}

export const E2E_ADMIN = { email: 'e2e-admin@vvq.test', password: 'E2e-admin-password-1', name: 'E2E Admin' };

/** A port nothing listens on, for the API (so a developer's `npm start` on :3000 does not clash). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** One child process whose output is kept (and written to e2e/artifacts/<name>.log) for failure diagnosis. */
export class ManagedServer {
  constructor(name, command, options) {
    this.name = name;
    this.url = options.url;
    this.readyUrl = options.readyUrl ?? options.url;
    this.output = [];
    this.exited = null;
    this.child = spawnServer(command);
    trackServer(this);
    const keep = (chunk) => {
      this.output.push(chunk.toString());
      if (process.env.E2E_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
    };
    this.child.stdout.on('data', keep);
    this.child.stderr.on('data', keep);
    this.exitPromise = new Promise((resolveExit) => {
      this.child.on('exit', (code, signal) => {
        this.exited = { code, signal };
        resolveExit(this.exited);
      });
      this.child.on('error', (error) => {
        this.output.push(`spawn error: ${error.message}\n`);
        this.exited = { code: -1, signal: null };
        resolveExit(this.exited);
      });
    });
  }

  log() {
    return this.output.join('');
  }

  saveLog() {
    writeFileSync(join(ensureArtifactsDir(), `${this.name}.log`), this.log());
  }

  async waitUntilReady(timeoutMs) {
    const check = () => {
      if (!this.exited) return true;
      this.saveLog();
      throw new Error(
        `${this.name} exited (${JSON.stringify(this.exited)}) before answering:\n${this.log().slice(-3000)}`,
      );
    };
    try {
      await waitUntilAnswers(this.readyUrl, { timeoutMs, check });
    } catch (error) {
      if (this.exited) throw error;
      this.saveLog();
      throw new Error(
        `${this.name} did not answer ${this.readyUrl} within ${timeoutMs} ms:\n${this.log().slice(-3000)}`,
        {
          cause: error,
        },
      );
    }
  }

  /** Stops the server (SIGTERM, then SIGKILL) and closes the pipes from it, so nothing it left keeps jest alive. */
  async stop() {
    if (!this.exited) {
      await stopChild(this.child);
      await this.exitPromise;
    }
    this.child.stdout?.destroy();
    this.child.stderr?.destroy();
  }
}

function requireBuilt(name) {
  if (missingBuilds([name]).length > 0) {
    throw new Error(
      `${name} is not built (${BUILT_FILES[name]} missing): run \`npx nx run-many -t build\` first`,
    );
  }
}

/** The built API on `port` with a private SQLite file; `extraEnv` overrides the test defaults below. */
export function startApi({ port, sqlitePath, extraEnv = {} }) {
  requireBuilt('api');
  const url = `http://localhost:${port}`;
  const env = {
    SQLITE_PATH: sqlitePath,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_NAME: E2E_ADMIN.name,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    NODE_ENV: 'test',
    // Every test logs in from 127.0.0.1; the production-grade login rate limit would make the suite flaky.
    LOGIN_RATE_LIMIT: '1000',
    // The browsers and servers of a test keep the machine busy, so a stimulus upload would check its files one at
    // a time with waits (the import's participants-first gate, tested on its own in the API's suites).
    STIMULI_IMPORT_YIELD: 'false',
  };
  // The browser tests always use their own SQLite file, whatever the developer's shell points DATABASE_URL at.
  const childEnv = { ...env, ...extraEnv, DATABASE_URL: '' };
  return new ManagedServer('api', serverCommand('api', { port, env: childEnv }), {
    url,
    readyUrl: healthUrl(url),
  });
}

function startPreview(app, { apiPort, port }) {
  requireBuilt(app);
  const command = serverCommand(app, { port, apiOrigin: `http://localhost:${apiPort}` });
  return new ManagedServer(app, command, { url: `http://localhost:${port}` });
}

/**
 * Starts API + shell + both remotes on free ports and waits until each answers; `apiEnv` adds API variables.
 * Returns `urls` (api, shell, participant, admin), `admin` (the known admin's credentials), `stop(name)` and
 * `restart(name)` (to prove the fallback), `saveLogs()` and `stopAll()`. Names: api, shell, participant, admin.
 * `apiEnv` adds to the API's environment (a lab's own study: SEED_DEMO=false and its own MEDIA_DIR).
 */
export async function startStack({ timeoutMs = 90000, apiEnv = {} } = {}) {
  const ports = await choosePorts();
  for (const [name, port] of Object.entries(ports)) {
    if (await answers(`http://localhost:${port}`))
      throw new Error(`port ${port} (${name}) is already in use`);
  }
  const tempDir = mkdtempSync(join(tmpdir(), 'vvq-e2e-'));
  const apiPort = ports.api;
  const urls = {
    api: `http://localhost:${apiPort}/api`,
    shell: `http://localhost:${ports.shell}`,
    participant: `http://localhost:${ports.participant}`,
    admin: `http://localhost:${ports.admin}`,
  };
  const servers = new Map();
  const factories = {
    api: () => startApi({ port: apiPort, sqlitePath: stack.sqlitePath, extraEnv: apiEnv }),
    shell: () => startPreview('shell', { apiPort, port: ports.shell }),
    participant: () => startPreview('participant', { apiPort, port: ports.participant }),
    admin: () => startPreview('admin', { apiPort, port: ports.admin }),
  };
  const stack = {
    apiPort,
    ports,
    urls,
    /** What the shell's /config.json answers in the browser tests (installed by browser.mjs). */
    shellConfig: {
      remotes: {
        participant: `${urls.participant}/assets/remoteEntry.js`,
        admin: `${urls.admin}/assets/remoteEntry.js`,
      },
    },
    admin: E2E_ADMIN,
    sqlitePath: join(tempDir, 'vvq-e2e.sqlite'),
    server: (name) => servers.get(name),
    async stop(name) {
      await servers.get(name)?.stop();
    },
    /** Starts a stopped server again (same port, same database) and waits until it answers. */
    async restart(name) {
      await servers.get(name)?.stop();
      const server = factories[name]();
      servers.set(name, server);
      await server.waitUntilReady(timeoutMs);
    },
    async stopAll() {
      await Promise.all([...servers.values()].map((s) => s.stop()));
      rmSync(tempDir, { recursive: true, force: true });
      if (activeStack === stack) activeStack = null;
    },
    /** Writes every server's output to e2e/artifacts/ (call from a failing test). */
    saveLogs() {
      for (const s of servers.values()) s.saveLog();
    },
  };
  try {
    for (const name of Object.keys(factories)) servers.set(name, factories[name]());
    await Promise.all([...servers.values()].map((s) => s.waitUntilReady(timeoutMs)));
  } catch (error) {
    await stack.stopAll();
    throw error;
  }
  activeStack = stack;
  return stack;
}

let activeStack = null;

/** The stack this test file started (browser.mjs points the shell's config.json at it). */
export function currentStack() {
  return activeStack;
}
