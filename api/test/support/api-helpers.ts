import request from 'supertest';
import type { DataSource } from 'typeorm';
import { API_PREFIX, ApiRoutes, type QuestionnaireRequest } from '@vvq/contracts';
import { Video } from '../../src/modules/videos/video.entity.js';
import type { TestApp } from './test-app.js';

export const api = (path: string) => `/${API_PREFIX}${path}`;

/** supertest's `.parse()` for a binary answer (an XLSX): the body as one Buffer. */
export function binaryBody(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

export interface Participant {
  user_id: number;
  name: string;
  token: string;
  email: string;
}

let counter = 0;
/** A unique e-mail per call, so suites never collide inside one database. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.org`;
}

export async function signupAndLogin(
  t: TestApp,
  name = 'Test Person',
  email = uniqueEmail(),
): Promise<Participant> {
  await request(t.server).post(api('/signup')).send({ name, email }).expect(201);
  const res = await request(t.server).post(api('/login')).send({ email }).expect(200);
  return { ...(res.body as { user_id: number; name: string; token: string }), email };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A participant signed up, logged in and past the questionnaire: the next step is a session. */
export async function participantPastQuestionnaire(
  t: TestApp,
  name = 'Test Person',
  email = uniqueEmail(),
): Promise<Participant & { auth: Record<string, string> }> {
  const person = await signupAndLogin(t, name, email);
  const auth = bearer(person.token);
  await request(t.server)
    .post(api(ApiRoutes.questionnaire))
    .set(auth)
    .send(validQuestionnaire(person.user_id))
    .expect(201);
  return { ...person, auth };
}

/** Inserts `count` catalogue rows with zeroed counters; returns their ids. */
export async function insertVideos(ds: DataSource, count: number, prefix = 'vid'): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    content: `content${i % 4}`,
    view: i % 2 ? 'side' : 'front',
    compression_type: 'texture_compression',
    qp: String(20 + i),
    label: `${prefix}_${i}`,
    url: `/media/catalogue/${prefix}_${i}.mp4`,
    ratings_count: 0,
    reserved_count: 0,
    load_count: 0,
  }));
  const result = await ds.getRepository(Video).insert(rows);
  return result.identifiers.map((r) => Number(r.id));
}

export function validQuestionnaire(userId: number): QuestionnaireRequest {
  return {
    user_id: userId,
    age: 30,
    gender: 'Female',
    education: "Master's Degree",
    field_of_study: 'Engineering',
    familiarity: 'Somewhat Familiar',
    experience: 'I have watched a few VR demos.',
    understanding: 4,
    technical_knowledge: 'Somewhat Knowledgeable',
    quality_metrics: 'Not Familiar',
    previous_participation: 'No',
    quiz1: 'Captures 3D space',
    quiz2: 'Using multiple cameras and depth sensors',
    quiz3: 'Virtual Reality Experiences',
    consent: true,
  };
}

/**
 * Checks the counter invariants against the real rows: reserved = reserving trials, ratings = rating rows that are
 * not stall-flagged (a flagged rating gives its video back to the pool).
 */
export async function counterMismatches(ds: DataSource): Promise<string[]> {
  const rows = (await ds.query(
    `SELECT v.id AS id, v.ratings_count AS rc, v.reserved_count AS sc, v.load_count AS lc,
       (SELECT COUNT(*) FROM ratings r WHERE r.video_id = v.id AND r.kind = 'scored' AND r.stall_flagged = 0) AS real_r,
       (SELECT COUNT(*) FROM trials t WHERE t.video_id = v.id AND t.reserving = 1) AS real_s
     FROM videos v`,
  )) as Array<Record<string, unknown>>;
  return rows
    .filter((r) => {
      const [rc, sc, lc, rr, rs] = [r.rc, r.sc, r.lc, r.real_r, r.real_s].map(Number);
      return rc !== rr || sc !== rs || lc !== rc + sc;
    })
    .map((r) => JSON.stringify(r));
}
