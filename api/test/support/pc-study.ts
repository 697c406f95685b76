import request from 'supertest';
import { ApiRoutes, MethodRoutes, type PairChoice, type RatingDimension } from '@vvq/contracts';
import { Video } from '../../src/modules/videos/video.entity.js';
import { startTestApp, type TestApp } from './test-app.js';
import { api, participantPastQuestionnaire } from './api-helpers.js';
import type { TestDialect } from './test-db.js';

/** One catalogue video of a pair-comparison test; view, compression and qp default to one condition. */
export interface PcVideo {
  label: string;
  content: string;
  is_reference?: boolean;
  qp?: string;
}

export type PcPerson = { user_id: number; auth: Record<string, string> };

export interface PcStudy {
  t: TestApp;
  /** The admin's Authorization header value. */
  admin: string;
  /** Video id by label. */
  ids: Record<string, number>;
  settings(body: Record<string, unknown>): request.Test;
  /** A new participant, signed up, logged in and past the questionnaire. */
  participant(): Promise<PcPerson>;
  pairSession(p: PcPerson): request.Test;
  judge(p: PcPerson, pairTrialId: number, body: Record<string, unknown>): request.Test;
  /** The participant's gold trials as stored (the participant's screen cannot tell them apart). */
  goldTrials(userId: number): Promise<Array<{ id: number; left: number; right: number; winner: number }>>;
}

/** The same choice in every rating dimension. */
export const everywhere = (choice: PairChoice): Record<RatingDimension, PairChoice> => ({
  clarity: choice,
  interaction: choice,
  depth: choice,
  overall: choice,
});

/**
 * The set-up the pair-comparison suites share: an app on the dialect with an admin, the catalogue saved, and the
 * requests a pair study makes. `name` keeps each suite's accounts apart in the logs.
 */
export async function startPcStudy(
  dialect: TestDialect,
  name: string,
  catalogue: readonly PcVideo[],
): Promise<PcStudy> {
  const ADMIN = { email: `${name}-admin@example.org`, password: `${name}-secret-12345`, name: 'Admin' };
  const t = await startTestApp(dialect, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
  });
  const ids: Record<string, number> = {};
  for (const v of catalogue) {
    const saved = await t.dataSource.getRepository(Video).save({
      label: v.label,
      content: v.content,
      is_reference: v.is_reference ?? false,
      view: 'front',
      compression_type: 'tex',
      qp: v.qp ?? '20',
      url: `/media/catalogue/${v.label}.mp4`,
    });
    ids[v.label] = saved.id;
  }
  const login = await request(t.server)
    .post(api(ApiRoutes.admin.login))
    .send({ email: ADMIN.email, password: ADMIN.password })
    .expect(200);
  const admin = `Bearer ${login.body.token as string}`;
  let n = 0;
  return {
    t,
    admin,
    ids,
    settings: (body) =>
      request(t.server).patch(api(ApiRoutes.admin.studySettings)).set('Authorization', admin).send(body),
    async participant() {
      const { user_id, auth } = await participantPastQuestionnaire(t, 'Rater', `${name}.${n++}@example.org`);
      return { user_id, auth };
    },
    pairSession: (p) =>
      request(t.server).post(api(MethodRoutes.pairSession)).set(p.auth).send({ userId: p.user_id }),
    judge: (p, id, body) =>
      request(t.server)
        .post(api(MethodRoutes.pairJudgement(id)))
        .set(p.auth)
        .send(body),
    async goldTrials(userId) {
      const rows = (await t.dataSource.query(
        'SELECT id, left_video_id, right_video_id, known_winner_id FROM pc_trials ' +
          'WHERE user_id = ? AND known_winner_id IS NOT NULL ORDER BY id',
        [userId],
      )) as Array<Record<string, unknown>>;
      return rows.map((r) => ({
        id: Number(r.id),
        left: Number(r.left_video_id),
        right: Number(r.right_video_id),
        winner: Number(r.known_winner_id),
      }));
    },
  };
}
