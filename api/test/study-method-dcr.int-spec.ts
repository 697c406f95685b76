import request from 'supertest';
import { ApiRoutes, MethodRoutes, type AssignedVideo } from '@vvq/contracts';
import { Video } from '../src/modules/videos/video.entity.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { participantPastQuestionnaire } from './support/api-helpers.js';

const api = (path: string) => `/api${path}`;
const ADMIN = { email: 'dcr-admin@example.org', password: 'dcr-secret-1234', name: 'Admin' };
const CATALOGUE = [
  { label: 'A-ref', content: 'a', view: 'front', compression_type: 'none', qp: '0' },
  { label: 'A-20', content: 'a', view: 'front', compression_type: 'tex', qp: '20' },
  { label: 'A-30', content: 'a', view: 'front', compression_type: 'tex', qp: '30' },
  { label: 'B-ref', content: 'b', view: 'front', compression_type: 'none', qp: '0' },
  { label: 'B-30', content: 'b', view: 'front', compression_type: 'tex', qp: '30' },
  { label: 'C-ref', content: 'c', view: 'front', compression_type: 'none', qp: '0' },
];
const REFERENCES = new Set(['A-ref', 'B-ref', 'C-ref']);

describe.each(DIALECTS)('a DCR study: references shown, never assigned (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    });
    for (const v of CATALOGUE) {
      const saved = await t.dataSource
        .getRepository(Video)
        .save({ ...v, url: `/media/catalogue/${v.label}.mp4` });
      ids[v.label] = saved.id;
    }
    const login = await request(t.server)
      .post(api(ApiRoutes.admin.login))
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    admin = `Bearer ${login.body.token as string}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  const settings = (body: Record<string, unknown>) =>
    request(t.server).patch(api(ApiRoutes.admin.studySettings)).set('Authorization', admin).send(body);
  const mark = (label: string) =>
    request(t.server)
      .put(api(MethodRoutes.videoReference(ids[label])))
      .set('Authorization', admin)
      .send({ is_reference: true })
      .expect(200);

  async function participant(n: number) {
    const email = `dcr.rater.${n}@example.org`;
    const { user_id, auth } = await participantPastQuestionnaire(t, 'Rater', email);
    return { user_id, auth };
  }

  it('refuses DCR while a content has no reference, or nothing but its reference', async () => {
    const none = await settings({ method: 'dcr' }).expect(400);
    expect(none.body.message).toBe(
      'DCR needs a reference video in every content; none is marked in: a, b, c',
    );
    await mark('A-ref');
    await mark('B-ref');
    await mark('C-ref');
    const onlyReference = await settings({ method: 'dcr' }).expect(400);
    expect(onlyReference.body.message).toBe(
      'DCR needs a processed video besides the reference in every content; none in: c',
    );
    const current = await request(t.server).get(api(ApiRoutes.studySettings)).expect(200);
    expect(current.body.method).toBe('acr');
  });

  it('switches to DCR once every content has a reference and a processed video', async () => {
    const saved = await t.dataSource.getRepository(Video).save({
      label: 'C-30',
      content: 'c',
      view: 'front',
      compression_type: 'tex',
      qp: '30',
      url: '/media/catalogue/C-30.mp4',
    });
    ids['C-30'] = saved.id;
    // A reference marked as a training item is not handed out as one either: DCR shows it only before its videos.
    await request(t.server)
      .put(api(ApiRoutes.admin.qualityMark(ids['B-ref'])))
      .set('Authorization', admin)
      .send({ kind: 'training' })
      .expect(200);
    const res = await settings({ method: 'dcr', videos_per_session: 2, training_per_session: 1 }).expect(200);
    expect(res.body.settings).toMatchObject({
      method: 'dcr',
      videos_per_session: 2,
      training_per_session: 1,
    });
  });

  it('assigns only processed videos, balanced under concurrent starts, each with its reference URL', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5].map((n) => participant(n)));
    const sessions = await Promise.all(
      people.map((p) =>
        request(t.server).post(api(ApiRoutes.sessionStart)).set(p.auth).send({ userId: p.user_id }),
      ),
    );
    const loads = new Map<string, number>();
    for (const s of sessions) {
      expect(s.status).toBeLessThan(300);
      const videos = s.body.videos as AssignedVideo[];
      expect(videos).toHaveLength(2);
      for (const v of videos) {
        expect(REFERENCES.has(v.label)).toBe(false);
        expect(v.reference_url).toBe(`/media/catalogue/${v.content.toUpperCase()}-ref.mp4`);
        loads.set(v.label, (loads.get(v.label) ?? 0) + 1);
      }
    }
    // 10 assignments over the 4 processed videos: 3, 3, 2, 2.
    expect([...loads.keys()].sort()).toEqual(['A-20', 'A-30', 'B-30', 'C-30']);
    expect(Math.max(...loads.values()) - Math.min(...loads.values())).toBeLessThanOrEqual(1);

    // A repeat start answers the same trials, reference URLs included.
    const again = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(people[0].auth)
      .send({ userId: people[0].user_id });
    expect(again.body.videos).toEqual(sessions[0].body.videos);

    // Ratings are stored as for ACR, on the processed video's trial.
    const first = (sessions[0].body.videos as AssignedVideo[])[0];
    await request(t.server)
      .post(api(ApiRoutes.ratings))
      .set(people[0].auth)
      .send({
        trialId: first.trial_id,
        clarity: 5,
        interaction: 4,
        depth: 3,
        overall: 2,
        comments: null,
        viewport_width: 1280,
        played_to_end: true,
      })
      .expect(201);
    const res = await settings({ method: 'acr' }).expect(409);
    expect(res.body.message).toBe(
      "The study already has 1 rating under method 'dcr'; the method cannot change once ratings exist",
    );
  });
});
