import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, setPriority } from 'node:os';
import { join } from 'node:path';
import { trackChild } from './support/child-registry.js';
import { makeClip, makeMediaDir } from './support/media-fixtures.js';
import { runBuiltCli } from './support/spawned-api.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './support/test-db.js';

const MANIFEST = [
  'label,file,content,view,compression_type,qp',
  'a,clips/a.mp4,A,front,t,25',
  'b,clips/b.mp4,B,front,t,25',
].join('\n');
const NOTE = 'The machine is busy with other work (participants?): the import checks one file at a time';
const TOTAL = /The import made way for other work: \d+ check\(s\) and poster\(s\) ran one at a time while/;

/*
 * The import command on a machine kept busy by other processes (one busy loop per core, as participants' requests
 * and the database would): with STIMULI_IMPORT_YIELD on (the default) it makes way — one file at a time, waiting
 * between files — still applies every row, and says so; with it off it checks at full speed and says nothing. The
 * gate's rules are unit-tested (busy-machine-gate.spec.ts); this is the wiring through the command, on SQLite (the
 * gate runs before any database work, the same on MariaDB).
 */
// In the SQLite half of the suites only (TEST_DIALECTS): once is enough for what does not depend on the database.
// Where this process may use fewer cores than the machine has, its loops cannot be sure to make the machine busy.
(DIALECTS.includes('sqlite') && availableParallelism() >= cpus().length ? describe : describe.skip)(
  'the stimulus import on a busy machine',
  () => {
    const media = makeMediaDir();
    let db: TestDatabase;
    let loops: ChildProcess[] = [];

    beforeAll(async () => {
      for (const name of ['a', 'b']) makeClip(media, `clips/${name}.mp4`);
      writeFileSync(join(media, 'manifest.csv'), MANIFEST);
    });

    // A fresh database per test, so that every file is probed again (a file probed before is not).
    beforeEach(async () => {
      db = await createTestDatabase('sqlite');
    });

    afterEach(async () => {
      const ended = loops.map((loop) => new Promise((resolve) => loop.once('exit', resolve)));
      for (const loop of loops) loop.kill('SIGKILL');
      await Promise.all(ended);
      loops = [];
      await db.drop();
    });

    afterAll(() => rmSync(media, { recursive: true, force: true }));

    const keepBusy = () => {
      loops = cpus().map((_, i) => {
        const loop = trackChild(
          spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
          `busy loop ${i}`,
        );
        // Niced, so the import's idle-class children still get some CPU (nice time counts as busy in /proc/stat).
        if (loop.pid !== undefined) setPriority(loop.pid, 19);
        return loop;
      });
    };
    const importCommand = (yieldEnv: string, dryRun: boolean) =>
      runBuiltCli(
        'cli/stimuli-import.js',
        [join(media, 'manifest.csv'), '--media', media, ...(dryRun ? ['--dry-run'] : [])],
        {
          ...db.env,
          TOKEN_SECRET: 'x'.repeat(64),
          SEED_DEMO: 'false',
          STIMULI_IMPORT_YIELD: yieldEnv,
        },
      );

    it('makes way for the other work, applies every row, and says so', async () => {
      keepBusy();
      const run = await importCommand('true', false);
      expect(run.code).toBe(0);
      expect(run.output).toContain('2 stimuli: 2 ok');
      expect(run.output).toContain('Applied: the catalogue now holds these rows.');
      expect(run.output).toContain(NOTE);
      expect(run.output).toMatch(TOTAL);
    });

    it('checks at full speed with STIMULI_IMPORT_YIELD=false, and says nothing of it', async () => {
      keepBusy();
      const run = await importCommand('false', true);
      expect(run.code).toBe(0);
      expect(run.output).toContain('2 stimuli: 2 ok');
      expect(run.output).toContain('2 new');
      expect(run.output).not.toContain('The machine is busy');
      expect(run.output).not.toMatch(TOTAL);
    });
  },
);
