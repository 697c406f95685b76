import request from 'supertest';
import { type AdminStimulusRow, ApiRoutes } from '@vvq/contracts';
import { TransactionRunner } from '../src/database/transaction-runner.js';
import { VideoClaimsService } from '../src/modules/videos/index.js';
import { api, bearer, insertVideos } from './support/api-helpers.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { email: 'lab@example.org', password: 'admin-secret-42' };

/*
 * A stimulus's lifecycle through the admin routes: a retired one gets no new assignment and comes back when
 * restored; only a stimulus never rated nor reserved can be deleted, the others get 409 with the reason.
 */
describe.each(DIALECTS)('stimulus lifecycle (%s)', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let ids: number[];

  /** Every id the assignment would hand out now (claimed and rolled back, so the counters stay). */
  const claimable = async (): Promise<number[]> => {
    const rollback = new Error('rollback');
    let claimed: number[] = [];
    await t.app
      .get(TransactionRunner)
      .write(async (m) => {
        claimed = await t.app.get(VideoClaimsService).claimLeastLoaded(m, [], 100);
        throw rollback;
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
    return claimed.sort((a, b) => a - b);
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await request(t.server).post(api('/admin/login')).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
    ids = await insertVideos(t.dataSource, 4, 'life');
    await t.dataSource.query(
      `UPDATE videos SET ratings_count = 3, load_count = 3, attributes = '{"codec":"av1"}' WHERE id = ${ids[0]}`,
    );
    await t.dataSource.query(`UPDATE videos SET reserved_count = 1, load_count = 1 WHERE id = ${ids[1]}`);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lists ratings, reservations, file check, retired and attributes; admins only', async () => {
    await request(t.server).get(api(ApiRoutes.admin.stimuli)).expect(401);
    const res = await request(t.server).get(api(ApiRoutes.admin.stimuli)).set(admin).expect(200);
    const rows = res.body as AdminStimulusRow[];
    expect(rows.map((r) => r.video_id)).toEqual(ids);
    expect(rows[0]).toMatchObject({
      label: 'life_0',
      ratings_count: 3,
      reserved_count: 0,
      file_check: null,
      retired_at: null,
      attributes: { codec: 'av1' },
    });
    expect(rows[1]).toMatchObject({ ratings_count: 0, reserved_count: 1, attributes: {} });
    const page = await request(t.server)
      .get(api(`${ApiRoutes.admin.stimuli}?limit=1&offset=1`))
      .set(admin)
      .expect(200);
    expect(page.body).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('4');
  });

  it('a retired stimulus gets no new assignment; its counters stay; restored, it is assigned again', async () => {
    expect(await claimable()).toEqual(ids);
    const retired = await request(t.server)
      .post(api(ApiRoutes.admin.stimulusRetire(ids[0])))
      .set(admin)
      .expect(200);
    expect(retired.body).toMatchObject({ video_id: ids[0], ratings_count: 3 });
    expect(Date.parse(retired.body.retired_at as string)).toBeGreaterThan(Date.now() - 60_000);
    const again = await request(t.server)
      .post(api(ApiRoutes.admin.stimulusRetire(ids[0])))
      .set(admin)
      .expect(200);
    expect(again.body.retired_at).toBe(retired.body.retired_at); // the first instant is kept
    expect(await claimable()).toEqual(ids.slice(1));
    const restored = await request(t.server)
      .post(api(ApiRoutes.admin.stimulusRestore(ids[0])))
      .set(admin)
      .expect(200);
    expect(restored.body.retired_at).toBeNull();
    expect(await claimable()).toEqual(ids);
  });

  it('deletes only a stimulus never rated nor reserved; otherwise 409 with the reason, 404 when unknown', async () => {
    const rated = await request(t.server)
      .delete(api(ApiRoutes.admin.stimulus(ids[0])))
      .set(admin)
      .expect(409);
    expect(rated.body.error).toBe(
      `Stimulus ${ids[0]} has 3 rating(s) and cannot be deleted; retire it instead`,
    );
    const reserved = await request(t.server)
      .delete(api(ApiRoutes.admin.stimulus(ids[1])))
      .set(admin)
      .expect(409);
    expect(reserved.body.error).toBe(
      `Stimulus ${ids[1]} is assigned to 1 participant(s) right now and cannot be deleted; retire it instead`,
    );
    await request(t.server)
      .delete(api(ApiRoutes.admin.stimulus(ids[2])))
      .set(admin)
      .expect(204);
    const gone = await request(t.server)
      .delete(api(ApiRoutes.admin.stimulus(ids[2])))
      .set(admin)
      .expect(404);
    expect(gone.body.error).toBe(`Stimulus ${ids[2]} does not exist`);
    await request(t.server)
      .post(api(ApiRoutes.admin.stimulusRetire(999999)))
      .set(admin)
      .expect(404);
    await request(t.server)
      .post(api(ApiRoutes.admin.stimulusRetire('x')))
      .set(admin)
      .expect(400);
    const left = (await t.dataSource.query('SELECT id FROM videos ORDER BY id')) as Array<{ id: number }>;
    expect(left.map((r) => Number(r.id))).toEqual([ids[0], ids[1], ids[3]]);
  });
});
