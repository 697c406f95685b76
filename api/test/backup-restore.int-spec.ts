import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { ApiRoutes } from '@vvq/contracts';
import { Rating } from '../src/modules/ratings/rating.entity.js';
import { Video } from '../src/modules/videos/video.entity.js';
import { counterMismatches, insertVideos } from './support/api-helpers.js';
import { participantsWithTrials, rate, ratingBody } from './support/http-study.js';
import { postJson, runBuiltCli, startSpawnedApi, type SpawnedApi } from './support/spawned-api.js';
import { TEST_TOKEN_SECRET } from './support/test-app.js';
import { DIALECTS, createTestDatabase, type TestDatabase } from './support/test-db.js';
import { withDatabase } from './support/with-database.js';

// `npm run backup` while participants keep rating, then the disaster: the database is wiped, `npm run restore` puts
// the backup into the empty database, and the built API starts on it. Every rating acknowledged before the backup
// started must be there, the counters must agree with the rows, and the study must carry on.

const ADMIN = { ADMIN_EMAIL: 'ops@example.org', ADMIN_PASSWORD: 'backup-admin-password' };
const PARTICIPANTS = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The disaster: the SQLite file (with its journal) deleted, or the MySQL database dropped and created empty. */
async function wipe(env: Record<string, string>): Promise<void> {
  if (env.SQLITE_PATH) {
    for (const file of [env.SQLITE_PATH, `${env.SQLITE_PATH}-wal`, `${env.SQLITE_PATH}-shm`])
      rmSync(file, { force: true });
    return;
  }
  const url = new URL(env.DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/';
  const connection = await mysql.createConnection({ uri: url.toString() });
  await connection.query(`DROP DATABASE \`${name}\``);
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
}

describe.each(DIALECTS)('npm run backup / restore (%s)', (dialect) => {
  let db: TestDatabase;
  let env: Record<string, string>;
  let api: SpawnedApi | undefined;
  let dir: string;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    env = {
      ...db.env,
      ...ADMIN,
      TOKEN_SECRET: TEST_TOKEN_SECRET,
      SEED_DEMO: 'true',
      LOGIN_RATE_LIMIT: '1000',
    };
    dir = mkdtempSync(join(tmpdir(), 'vvq-backup-'));
  });
  afterAll(async () => {
    await api?.kill();
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while ratings arrive, restores into the emptied database, and the API runs on the restored data', async () => {
    api = await startSpawnedApi(env);
    const server = api;
    // Enough catalogue for every participant to get four videos of their own.
    await withDatabase(db.env, (ds) => insertVideos(ds, PARTICIPANTS * 4, 'bk'), [Video]);
    const tasks = await participantsWithTrials(server.base, PARTICIPANTS);

    const acknowledged: number[] = [];
    for (const task of tasks.slice(0, 20)) {
      const id = await rate(server.base, task, 'before the load');
      if (id === null) throw new Error('a rating before the backup was refused');
      acknowledged.push(id);
    }
    let next = 20;
    let stop = false;
    const worker = async () => {
      while (!stop && next < tasks.length) {
        const id = await rate(server.base, tasks[next++], 'under load');
        if (id !== null) acknowledged.push(id);
        await sleep(40);
      }
    };
    const load = Promise.all([worker(), worker()]);
    while (acknowledged.length < 25) await sleep(5);

    const beforeBackup = [...acknowledged];
    const file = join(dir, dialect === 'sqlite' ? 'vvq-backup.sqlite' : 'vvq-backup.sql');
    const backup = await runBuiltCli('cli/backup.js', ['--out', file], env);
    const duringBackup = acknowledged.length - beforeBackup.length;
    stop = true;
    await load;
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`Backed up`) });
    // Nothing but the backup itself is left beside it (no journal files the cleanup of old backups would miss).
    const besideBackup = () =>
      ['.partial', '.partial-wal', '.partial-shm', '-wal', '-shm', '-journal'].filter((s) =>
        existsSync(`${file}${s}`),
      );
    expect(besideBackup()).toEqual([]);
    // Personal data: readable by the service user only, whatever the umask of the shell that ran the backup.
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    // The backup really ran under load (else this test would prove nothing about a running study).
    expect(duringBackup).toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    await server.kill();
    api = undefined;
    await wipe(db.env);

    const restore = await runBuiltCli('cli/restore.js', [file], env);
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('Restored') });
    expect(besideBackup()).toEqual([]);
    const restored = await withDatabase(
      db.env,
      async (ds) => ({
        ids: (await ds.getRepository(Rating).find()).map((r) => Number(r.id)),
        mismatches: await counterMismatches(ds),
      }),
      [Rating],
    );
    expect(restored.ids).toEqual(expect.arrayContaining(beforeBackup));
    // A consistent snapshot: nothing the API never acknowledged, and counters that match the rows.
    expect(acknowledged).toEqual(expect.arrayContaining(restored.ids));
    expect(restored.mismatches).toEqual([]);

    const again = await runBuiltCli('cli/restore.js', [file], env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds tables: restore only into an empty database/);

    // The study carries on: the API starts on the restored data, old tokens and trials still mean what they meant.
    api = await startSpawnedApi(env);
    const rerate = await postJson(
      `${api.base}${ApiRoutes.ratings}`,
      ratingBody(tasks[0].trialId, 'again'),
      tasks[0].token,
    );
    expect(rerate.status).toBe(409);
    const unrated = tasks[tasks.length - 1];
    expect(await rate(api.base, unrated, 'after the restore')).not.toBeNull();
    const admin = await postJson<{ token: string }>(`${api.base}${ApiRoutes.admin.login}`, {
      email: ADMIN.ADMIN_EMAIL,
      password: ADMIN.ADMIN_PASSWORD,
    });
    expect(admin.status).toBe(200);
    const count = await fetch(`${api.base}${ApiRoutes.admin.userCount}`, {
      headers: { Authorization: `Bearer ${admin.body.token}` },
    });
    expect(await count.json()).toEqual({ count: PARTICIPANTS });
  }, 300_000);

  it('refuses a backup of the other database kind and explains what to set', async () => {
    const other = join(dir, dialect === 'sqlite' ? 'dump.sql' : 'copy.sqlite');
    if (dialect === 'sqlite') {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(other, '-- MariaDB dump\nCREATE TABLE x (id INT);\n');
    } else {
      const { default: Database } = await import('better-sqlite3');
      new Database(other).exec('CREATE TABLE x (id INTEGER)').close();
    }
    const result = await runBuiltCli('cli/restore.js', [other], env);
    expect(result.code).toBe(2);
    expect(result.output).toMatch(dialect === 'sqlite' ? /is a MySQL backup/ : /is a SQLite backup/);
  }, 60_000);
});
