import request from 'supertest';
import { ApiRoutes, type AssignedVideo } from '@vvq/contracts';
import { Video } from '../src/modules/videos/video.entity.js';
import type { TestDialect } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * A small study seeded through the real participant API, with every expected figure worked out by hand in the
 * comments and in the admin*.int-spec files. Catalogue V1..V4 exists while the participants start their sessions, so
 * each of them is assigned all four; V5 and V6 are added afterwards and stay unrated.
 *
 * Scores are [clarity, interaction, depth, overall]; null = assigned but not rated (the trial keeps its reservation).
 *          V1            V2            V3            V4
 *   Ann    [5,4,3,2]     [4,4,4,4]     [3,2,1,5]     null
 *   Bob    [3,3,3,3]     [2,5,1,4]     null          null
 *   Cid    [4,2,5,1]     null          [5,5,5,5]     [1,1,1,1]
 *   Dee    [1,5,2,4]     [5,1,3,2]     [2,3,4,3]     [4,4,4,4]
 *   Eve    signs up and logs in only (no questionnaire, no session)
 */
export const api = (path: string) => `/api${path}`;
export const ADMIN = { email: 'head@example.org', password: 'admin-secret-42', name: 'Head Admin' };

export type Scores = [number, number, number, number];
export const LABELS = ['V1', 'V2', 'V3', 'V4'] as const;
export const PARTICIPANTS = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'] as const;
export type Participant = (typeof PARTICIPANTS)[number];

export const SCORES: Record<Exclude<Participant, 'Eve'>, Record<(typeof LABELS)[number], Scores | null>> = {
  Ann: { V1: [5, 4, 3, 2], V2: [4, 4, 4, 4], V3: [3, 2, 1, 5], V4: null },
  Bob: { V1: [3, 3, 3, 3], V2: [2, 5, 1, 4], V3: null, V4: null },
  Cid: { V1: [4, 2, 5, 1], V2: null, V3: [5, 5, 5, 5], V4: [1, 1, 1, 1] },
  Dee: { V1: [1, 5, 2, 4], V2: [5, 1, 3, 2], V3: [2, 3, 4, 3], V4: [4, 4, 4, 4] },
};

/** Signup instants (UTC): growth buckets 2026-01-05: 2, 2026-01-07: 3, 2026-01-09: 5. Bob's 23:30 is still the 5th. */
export const SIGNED_UP_AT: Record<Participant, string> = {
  Ann: '2026-01-05T10:00:00.000Z',
  Bob: '2026-01-05T23:30:00.000Z',
  Cid: '2026-01-07T00:10:00.000Z',
  Dee: '2026-01-09T12:00:00.000Z',
  Eve: '2026-01-09T13:00:00.000Z',
};

export const CATALOGUE = [
  { label: 'V1', content: 'Longdress', view: 'front', compression_type: 'texture', qp: '25' },
  { label: 'V2', content: 'Longdress', view: 'side', compression_type: 'texture', qp: '35' },
  { label: 'V3', content: 'Soldier', view: 'front', compression_type: 'geometry', qp: '50' },
  { label: 'V4', content: 'Soldier', view: 'back', compression_type: 'geometry', qp: '55' },
];
export const LATE_CATALOGUE = [
  {
    label: 'V5',
    content: 'Redandblack',
    view: 'front',
    compression_type: 'both',
    qp: '60',
    url: '/media/catalogue/V5.mp4',
  },
  { label: 'V6', content: 'Redandblack', view: 'side', compression_type: 'both', qp: '62', url: null },
];

export const QUESTIONNAIRE = {
  age: 29,
  gender: 'Non-binary',
  education: "Bachelor's Degree",
  field_of_study: 'Film',
  familiarity: 'Very Familiar',
  experience: 'I edit 3D scans at work',
  understanding: 5,
  technical_knowledge: 'Very Knowledgeable',
  quality_metrics: 'Somewhat Familiar',
  previous_participation: 'Yes',
  quiz1: 'Captures 3D space',
  quiz2: 'Using multiple cameras and depth sensors',
  quiz3: 'Virtual Reality Experiences',
  consent: true,
};

export interface SeededStudy {
  t: TestApp;
  admin: string;
  /** A participant's bearer header (Ann's), for the 403 checks. */
  participant: string;
  userIds: Record<Participant, number>;
  tokens: Record<Participant, string>;
  videoIds: Record<string, number>;
  questionnaireIds: Partial<Record<Participant, number>>;
  /** rating id of each (participant, label) that was rated. */
  ratingIds: Record<string, number>;
  messageIds: number[];
}

export const ratingKey = (p: Participant, label: string) => `${p}/${label}`;

async function ok(test: request.Test, status: number): Promise<request.Response> {
  const r = await test;
  if (r.status !== status)
    throw new Error(`${test.method} ${test.url} → ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

/** Boots the app on a fresh database of `dialect` (with `env` on top) and seeds the study above. */
export async function seedStudy(
  dialect: TestDialect,
  env: Record<string, string> = {},
): Promise<SeededStudy> {
  const t = await startTestApp(dialect, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    ...env,
  });
  const videos = t.dataSource.getRepository(Video);
  const videoIds: Record<string, number> = {};
  // The catalogue is configuration, not participant data: inserted directly.
  for (const v of CATALOGUE)
    videoIds[v.label] = (await videos.save({ ...v, url: `/media/catalogue/${v.label}.mp4` })).id;

  const userIds = {} as Record<Participant, number>;
  const tokens = {} as Record<Participant, string>;
  const questionnaireIds: Partial<Record<Participant, number>> = {};
  const ratingIds: Record<string, number> = {};
  for (const p of PARTICIPANTS) {
    const email = `${p.toLowerCase()}@example.org`;
    await ok(
      request(t.server)
        .post(api(ApiRoutes.signup))
        .send({ name: `${p} Tester`, email }),
      201,
    );
    const login = await ok(request(t.server).post(api(ApiRoutes.login)).send({ email }), 200);
    userIds[p] = login.body.user_id as number;
    tokens[p] = `Bearer ${login.body.token as string}`;
    if (p === 'Eve') continue;
    const auth = { Authorization: tokens[p] };
    const q = await ok(
      request(t.server)
        .post(api(ApiRoutes.questionnaire))
        .set(auth)
        .send({ ...QUESTIONNAIRE, age: 20 + userIds[p], user_id: userIds[p] }),
      201,
    );
    questionnaireIds[p] = q.body.id as number;
    const session = await request(t.server)
      .post(api(ApiRoutes.sessionStart))
      .set(auth)
      .send({ userId: userIds[p] });
    if (session.status >= 300)
      throw new Error(`session start → ${session.status} ${JSON.stringify(session.body)}`);
    const assigned = session.body.videos as AssignedVideo[];
    for (const v of assigned) {
      const scores = SCORES[p][v.label as (typeof LABELS)[number]];
      if (!scores) continue;
      const [clarity, interaction, depth, overall] = scores;
      const rated = await ok(
        request(t.server)
          .post(api(ApiRoutes.ratings))
          .set(auth)
          .send({
            trialId: v.trial_id,
            clarity,
            interaction,
            depth,
            overall,
            comments: `${p} on ${v.label}`,
          }),
        201,
      );
      ratingIds[ratingKey(p, v.label)] = rated.body.rating_id as number;
    }
  }
  await ok(
    request(t.server)
      .post(api(ApiRoutes.logLogoutEvent(userIds.Ann)))
      .set('Authorization', tokens.Ann),
    201,
  );
  for (const v of LATE_CATALOGUE) videoIds[v.label] = (await videos.save(v)).id;

  // Known instants instead of "now", so growth buckets and "newest first" can be computed by hand.
  for (const p of PARTICIPANTS) {
    await t.dataSource.query('UPDATE users SET created_at = ? WHERE id = ?', [
      sqlTime(SIGNED_UP_AT[p]),
      userIds[p],
    ]);
  }
  for (const [key, id] of Object.entries(ratingIds)) {
    await t.dataSource.query('UPDATE ratings SET rated_at = ? WHERE id = ?', [sqlTime(ratedAt(key)), id]);
  }

  const messageIds: number[] = [];
  for (const [i, name] of ['first sender', 'second sender', 'third sender'].entries()) {
    await ok(
      request(t.server)
        .post(api(ApiRoutes.contact))
        .send({ name, email: `m${i}@example.org`, message: `Message ${i}` }),
      201,
    );
  }
  const messages = (await t.dataSource.query('SELECT id FROM contact_messages ORDER BY id')) as Array<{
    id: number;
  }>;
  // Created in reverse so "oldest first" differs from insertion order.
  for (const [i, m] of messages.entries()) {
    messageIds.push(Number(m.id));
    await t.dataSource.query('UPDATE contact_messages SET created_at = ? WHERE id = ?', [
      sqlTime(`2026-02-0${5 - i}T08:00:00.000Z`),
      m.id,
    ]);
  }

  const adminLogin = await ok(
    request(t.server).post(api(ApiRoutes.admin.login)).send({ email: ADMIN.email, password: ADMIN.password }),
    200,
  );
  return {
    t,
    admin: `Bearer ${adminLogin.body.token as string}`,
    participant: tokens.Ann,
    userIds,
    tokens,
    videoIds,
    questionnaireIds,
    ratingIds,
    messageIds,
  };
}

/**
 * Rating instants: participant order Ann..Dee then label order, one minute apart, so the newest rating is Dee's V4.
 * Ann/V1 → 10:00, Ann/V2 → 10:01, … (only keys that exist are used).
 */
export function ratedAt(key: string): string {
  const [p, label] = key.split('/');
  const minute =
    PARTICIPANTS.indexOf(p as Participant) * 4 + LABELS.indexOf(label as (typeof LABELS)[number]);
  return new Date(Date.UTC(2026, 0, 10, 10, minute)).toISOString();
}

/** A UTC instant as DATETIME text, the form TypeORM writes on both dialects. */
export function sqlTime(iso: string): string {
  return iso.replace('T', ' ').replace('Z', '');
}
