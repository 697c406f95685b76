import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runBuiltCli } from './support/spawned-api.js';
import { TEST_TOKEN_SECRET } from './support/test-app.js';

// A path setting that cannot work stops the real server (api/dist/main.js) with exit code 1 and
// one line naming the variable and why, as docs/operator/configuration.md says, never with a raw EEXIST/ENOTDIR stack.

describe('start-up errors of path settings name the variable', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vvq-paths-'));
    file = join(dir, 'a-regular-file');
    writeFileSync(file, 'not a folder');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Starts main.js with `env` (SQLite in `dir` unless overridden); the server must refuse to start. */
  async function startFails(env: Record<string, string>) {
    const run = await runBuiltCli('main.js', [], {
      NODE_ENV: 'test',
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      SQLITE_PATH: join(dir, 'ok.sqlite'),
      DATABASE_URL: '',
      // Only reached if the check is missing: the server would then start and be killed by the registry.
      PORT: String(await freePort()),
      ...env,
    });
    return { code: run.code, output: run.output.trim() };
  }

  it.each([
    [
      'SQLITE_PATH under a regular file',
      { SQLITE_PATH: '<file>/db.sqlite' },
      "SQLITE_PATH: '<file>/db.sqlite' lies under '<file>', which is a file, not a folder",
    ],
    [
      'SQLITE_PATH deeper under a regular file',
      { SQLITE_PATH: '<file>/x/y/db.sqlite' },
      "SQLITE_PATH: '<file>/x/y/db.sqlite' lies under '<file>', which is a file, not a folder",
    ],
    [
      'SQLITE_PATH naming a folder',
      { SQLITE_PATH: '<dir>' },
      "SQLITE_PATH: '<dir>' is a folder; name the database file in it, e.g. '<dir>/vvq.sqlite'",
    ],
    [
      'MEDIA_DIR naming a regular file',
      { MEDIA_DIR: '<file>' },
      "MEDIA_DIR: '<file>' is a file, not a folder",
    ],
    [
      'MEDIA_DIR under a regular file',
      { MEDIA_DIR: '<file>/media' },
      "MEDIA_DIR: '<file>/media' lies under a file, not a folder",
    ],
    [
      'a study setting with a bad value',
      { STUDY_VIDEOS_PER_SESSION: 'four' },
      'STUDY_VIDEOS_PER_SESSION: videos_per_session must be a whole number from 1 to 50',
    ],
  ])('%s: exit code 1 and one line naming it', async (_name, template, expected) => {
    const fill = (text: string) => text.replaceAll('<file>', file).replaceAll('<dir>', dir);
    const env = Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fill(v)]));
    const { code, output } = await startFails(env);
    expect({ code, output }).toEqual({ code: 1, output: `Invalid configuration:\n  ${fill(expected)}` });
  });
});
