import { WalCheckpointerService } from '../src/database/wal-checkpointer.service.js';
import { insertVideos, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('SQLite: write-ahead-log checkpoints off the request path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("copies committed pages into the database file from a background connection; the API's own threshold is a safety net", async () => {
    const [threshold] = (await t.dataSource.query('PRAGMA wal_autocheckpoint')) as Array<
      Record<string, number>
    >;
    expect(Object.values(threshold)[0]).toBe(10_000);
    await insertVideos(t.dataSource, 40, 'wal');
    for (let i = 0; i < 5; i++) await signupAndLogin(t);
    const checkpointer = t.app.get(WalCheckpointerService);
    const deadline = Date.now() + 15_000;
    while (checkpointer.checkpointedFrames === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(checkpointer.checkpointedFrames).toBeGreaterThan(0);
    // What was copied is what was committed: a separate connection reads the same rows.
    const fresh = await t.openFreshConnection();
    const [row] = (await fresh.query("SELECT COUNT(*) AS n FROM videos WHERE label LIKE 'wal_%'")) as Array<{
      n: number;
    }>;
    expect(Number(row.n)).toBe(40);
  });
});
