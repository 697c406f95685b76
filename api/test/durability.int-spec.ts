import { ApiRoutes, type LoginResponse, type SessionStartResponse } from '@vvq/contracts';
import { Rating } from '../src/modules/ratings/rating.entity.js';
import { uniqueEmail, validQuestionnaire } from './support/api-helpers.js';
import { postJson, startSpawnedApi, type SpawnedApi } from './support/spawned-api.js';
import { TEST_TOKEN_SECRET } from './support/test-app.js';
import { DIALECTS, createTestDatabase, type TestDatabase } from './support/test-db.js';
import { withDatabase } from './support/with-database.js';

// "Nothing is lost": the real server process (api/dist, built by the test:integration target) is killed with SIGKILL
// the moment it acknowledges a rating; the rating must then be in the database, read by a separate connection.

describe.each(DIALECTS)('a rating acknowledged with 2xx survives SIGKILL of the API (%s)', (dialect) => {
  let db: TestDatabase;
  let env: Record<string, string>;
  let server: SpawnedApi | undefined;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    env = { ...db.env, TOKEN_SECRET: TEST_TOKEN_SECRET, SEED_DEMO: 'true', LOGIN_RATE_LIMIT: '1000' };
  });
  afterAll(async () => {
    await server?.kill();
    await db?.drop();
  });

  it('keeps every one of four ratings, each acknowledged just before the process is killed', async () => {
    server = await startSpawnedApi(env);
    const email = uniqueEmail('durable');
    expect(
      (await postJson(`${server.base}${ApiRoutes.signup}`, { name: 'Durable Person', email })).status,
    ).toBe(201);
    const login = await postJson<LoginResponse>(`${server.base}${ApiRoutes.login}`, { email });
    const { user_id, token } = login.body;
    expect(
      (await postJson(`${server.base}${ApiRoutes.questionnaire}`, validQuestionnaire(user_id), token)).status,
    ).toBe(201);
    const session = await postJson<SessionStartResponse>(
      `${server.base}${ApiRoutes.sessionStart}`,
      { userId: user_id },
      token,
    );
    expect(session.body.videos).toHaveLength(4);

    const acknowledged: number[] = [];
    for (const [i, video] of session.body.videos.entries()) {
      if (!server) server = await startSpawnedApi(env);
      const score = (i % 5) + 1;
      const res = await postJson<{ rating_id: number }>(
        `${server.base}${ApiRoutes.ratings}`,
        {
          trialId: video.trial_id,
          clarity: score,
          interaction: score,
          depth: score,
          overall: score,
          comments: `kill ${i}`,
        },
        token,
      );
      expect(res.status).toBe(201);
      // No graceful shutdown, no flush: the process dies right after its answer.
      await server.kill();
      server = undefined;
      acknowledged.push(res.body.rating_id);
    }

    await withDatabase(
      db.env,
      async (check) => {
        const rows = await check.getRepository(Rating).findBy({ user_id });
        expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(
          [...acknowledged].sort((a, b) => a - b),
        );
        expect(rows.map((r) => r.comments).sort()).toEqual(['kill 0', 'kill 1', 'kill 2', 'kill 3']);
      },
      [Rating],
    );
    // Five server starts: far beyond jest's default 5 s on a busy machine.
  }, 180_000);
});
