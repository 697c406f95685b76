import request from 'supertest';
import { ApiRoutes, type SessionStartResponse, type StudySettingsUpdate } from '@vvq/contracts';
import {
  api,
  bearer,
  counterMismatches,
  insertVideos,
  signupAndLogin,
  type Participant,
} from './support/api-helpers.js';
import { Trial } from '../src/modules/sessions/trial.entity.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

/*
 * A retired stimulus gets no new assignment (docs/experimenter/stimuli.md, "Lifecycle"): that holds for the items
 * quality control hands out too. Training, gold and trap items come from their marks, which stay when a stimulus is
 * retired, so a retired marked video was still handed out as a check until the marks were filtered by it.
 */
const ADMIN = { email: 'retired-marks@example.org', password: 'admin-secret-42' };

describe.each(DIALECTS)('quality marks of retired stimuli (%s)', (dialect) => {
  let t: TestApp;
  let admin: { Authorization: string };
  let training: number[];
  let gold: number[];
  let trap: number[];

  const settings = (update: StudySettingsUpdate) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set(admin).send(update).expect(200);
  const mark = (videoId: number, body: object) =>
    request(t.server)
      .put(api(ApiRoutes.admin.qualityMark(videoId)))
      .set(admin)
      .send(body)
      .expect(200);
  const retire = (videoId: number) =>
    request(t.server)
      .post(api(ApiRoutes.admin.stimulusRetire(videoId)))
      .set(admin)
      .expect(200);
  const start = async (p: Participant) =>
    (await request(t.server).post(api(ApiRoutes.sessionStart)).set(bearer(p.token)).send({}).expect(200))
      .body as SessionStartResponse;
  const idsOf = (s: SessionStartResponse) => s.videos.map((v) => v.video_id!);

  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
    await insertVideos(t.dataSource, 12, 'scored');
    training = await insertVideos(t.dataSource, 2, 'training');
    gold = await insertVideos(t.dataSource, 2, 'gold');
    trap = await insertVideos(t.dataSource, 2, 'trap');
    for (const id of training) await mark(id, { kind: 'training' });
    for (const id of gold) await mark(id, { kind: 'gold', targets: { overall: { score: 5, tolerance: 1 } } });
    for (const id of trap)
      await mark(id, {
        kind: 'trap',
        targets: { overall: { score: 1, tolerance: 0 } },
        instruction: "For this clip, please rate Overall Experience 'Very Poor' (1).",
      });
    await settings({ training_per_session: 1, gold_per_session: 1, trap_per_session: 1 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('never hands out a retired training, gold or trap item; the live one of each kind still goes out', async () => {
    await retire(training[0]);
    await retire(gold[0]);
    await retire(gold[1]);
    await retire(trap[0]);
    // Three participants: with the retired marks in the draw, each would get a retired item with probability ≥ ½.
    for (let i = 0; i < 3; i += 1) {
      const ids = idsOf(await start(await signupAndLogin(t)));
      expect(ids.filter((id) => [training[0], ...gold, trap[0]].includes(id))).toEqual([]);
      expect(ids).toEqual(expect.arrayContaining([training[1], trap[1]]));
      // Four scored videos (the spec's number), one training and one trap; no gold left to give.
      expect(ids).toHaveLength(6);
    }
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });

  it('a check whose assignment lapsed is not handed out again once its stimulus is retired', async () => {
    const p = await signupAndLogin(t);
    expect(idsOf(await start(p))).toContain(trap[1]);
    await retire(trap[1]);
    // The participant comes back after the assignments expired: lapsed checks are normally renewed as they were.
    await t.dataSource
      .getRepository(Trial)
      .update({ user_id: p.user_id }, { expires_at: new Date(Date.now() - 60_000) });
    const again = idsOf(await start(p));
    expect(again).not.toContain(trap[1]);
    expect(again).toContain(training[1]);
    expect(await counterMismatches(t.dataSource)).toEqual([]);
  });
});
