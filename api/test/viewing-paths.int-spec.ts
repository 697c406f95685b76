import request from 'supertest';
import { DataSource } from 'typeorm';
import { ApiRoutes, type TrialViewingPath } from '@vvq/contracts';
import { csvRecords } from '@vvq/subjective';
import {
  bytesToBase64,
  decodePoseLog,
  encodePoseLog,
  POSE_CSV_COLUMNS,
  type PoseLog,
  type PoseSample,
  summarisePoseLog,
} from '@vvq/volumetric/pose-log';
import { loadConfig } from '../src/config/load-config.js';
import { buildDataSourceOptions } from '../src/database/data-source-options.js';
import { PoseLogBytes1732315000000 } from '../src/database/migrations/1732315000000-pose-log-bytes.js';
import { PoseLogFiguresOnRead1732316000000 } from '../src/database/migrations/1732316000000-pose-log-figures-on-read.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { Rating } from '../src/modules/ratings/rating.entity.js';
import { Trial } from '../src/modules/sessions/trial.entity.js';
import { Video } from '../src/modules/videos/video.entity.js';
import { PoseLogEntity } from '../src/modules/viewing-paths/pose-log.entity.js';
import { toFigures } from '../src/modules/viewing-paths/stored-figures.js';
import { api, bearer, type Participant } from './support/api-helpers.js';
import { startTestApp, TEST_TOKEN_SECRET } from './support/test-app.js';
import { createTestDatabase, DIALECTS } from './support/test-db.js';
import { insertVolumetricCatalogue, participantWithSession } from './support/volumetric-study.js';

const ADMIN = { email: 'paths@example.org', password: 'admin-secret-42' };
const scores = { clarity: 4, interaction: 3, depth: 2, overall: 5 };

function sample(t: number, frame: number, angle: number): PoseSample {
  return {
    t,
    frame,
    position: [3 * Math.sin(angle), 0.5, 3 * Math.cos(angle)],
    quaternion: [0, Math.sin(angle / 2), 0, Math.cos(angle / 2)],
    target: [0, 0.5, 0],
    fov: 45,
  };
}

function poseLog(trialId: number, videoId = 0, opts: { touched?: boolean; n?: number; lastT?: number } = {}) {
  const n = opts.n ?? 60;
  const touched = opts.touched ?? true;
  const log: PoseLog = {
    trialId,
    videoId,
    samples: Array.from({ length: n }, (_, i) =>
      sample(i === n - 1 && opts.lastT ? opts.lastT : i * 33, i % 60, touched ? i * 0.03 : 0),
    ),
    events: touched ? [{ t: 40, type: 'orbit', input: 'mouse' }] : [],
    visibility: [],
  };
  return { log, base64: bytesToBase64(encodePoseLog(log)) };
}

function parseCsv(text: string): string[][] {
  return [...csvRecords(text)].map((r) => r.fields);
}

describe.each(DIALECTS)('viewing paths of volumetric stimuli (%s)', (dialect) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(dialect, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    await insertVolumetricCatalogue(t);
    const login = await request(t.server).post(api(ApiRoutes.admin.login)).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
  });
  afterAll(async () => {
    await t?.close();
  });

  const participant = () => participantWithSession(t);
  const rate = (p: Participant, body: object) =>
    request(t.server).post(api(ApiRoutes.ratings)).set(bearer(p.token)).send(body);
  const videoOf = async (trialId: number) =>
    (await t.dataSource.getRepository(Trial).findOneByOrFail({ id: trialId })).video_id;
  const logs = () => t.dataSource.getRepository(PoseLogEntity).find();
  const ratingsOf = (userId: number) => t.dataSource.getRepository(Rating).findBy({ user_id: userId });

  it('stores the log with the rating; the admin replays it, summarises the stimulus and exports the study', async () => {
    const { p, s } = await participant();
    const v = s.videos[0];
    const { log, base64 } = poseLog(v.trial_id, 0);
    await rate(p, { trialId: v.trial_id, ...scores, pose_log: base64, dropped_frames: 2 }).expect(201);
    const videoId = await videoOf(v.trial_id);
    const stored = await t.dataSource.getRepository(PoseLogEntity).findOneByOrFail({ trial_id: v.trial_id });
    expect(stored).toMatchObject({ user_id: p.user_id, video_id: videoId, samples: 60, dropped_frames: 2 });
    expect(Boolean(stored.touched)).toBe(true);
    // Stored as the log's bytes, not as the base64 text that carried them.
    expect(Buffer.isBuffer(stored.pose_log)).toBe(true);
    expect(Buffer.from(stored.pose_log).equals(Buffer.from(encodePoseLog(log)))).toBe(true);
    // The figures are derived when first read, not with the rating.
    expect(stored.figures).toBeNull();
    const figures = toFigures(summarisePoseLog(decodePoseLog(encodePoseLog(log))));

    const replay = await request(t.server)
      .get(api(ApiRoutes.admin.viewingPath(v.trial_id)))
      .set(admin)
      .expect(200);
    expect(replay.headers['cache-control']).toBe('no-store');
    const body = replay.body as TrialViewingPath;
    expect(body).toMatchObject({
      trial_id: v.trial_id,
      participant_id: p.user_id,
      video_id: videoId,
      stimulus_url: v.url,
      pose_log: base64,
    });
    expect(body.figures.samples).toBe(60);
    expect(body.figures.angular_path_deg).toBeCloseTo((59 * 0.03 * 180) / Math.PI, 3);
    // The decoder's summary to the last bit, as the rating stored it before; kept in the row once derived.
    expect(body.figures).toEqual(figures);
    const kept = await t.dataSource.getRepository(PoseLogEntity).findOneByOrFail({ trial_id: v.trial_id });
    expect(kept.figures).toBe(JSON.stringify(figures));

    const summary = await request(t.server)
      .get(api(ApiRoutes.admin.viewingSummary(videoId)))
      .set(admin)
      .expect(200);
    expect(summary.body.trials).toBe(1);
    expect(summary.body.per_trial).toEqual([{ trial_id: v.trial_id, participant_id: p.user_id, ...figures }]);
    const total = (summary.body.histogram as number[][]).flat().reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 9);

    const csv = await request(t.server).get(api(ApiRoutes.admin.viewingPathsCsv)).set(admin).expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual([...POSE_CSV_COLUMNS]);
    const mine = rows.slice(1).filter((r) => r[1] === String(v.trial_id));
    expect(mine).toHaveLength(61); // 60 samples + 1 event
    mine.forEach((r) => expect(r).toHaveLength(POSE_CSV_COLUMNS.length));
    const dictionary = await request(t.server)
      .get(api(ApiRoutes.admin.viewingPathsDictionary))
      .set(admin)
      .expect(200);
    expect(
      parseCsv(dictionary.text)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([...POSE_CSV_COLUMNS]);
  });

  it('stores the bytes of a log whose base64 has stray padding bits, and answers it in canonical base64', async () => {
    const { p, s } = await participant();
    const v = s.videos[0];
    // A length whose base64 ends in padding, so its last character carries bits the decoder ignores.
    const n = [60, 61, 62].find((k) => poseLog(v.trial_id, 0, { n: k }).base64.endsWith('='));
    const { log, base64 } = poseLog(v.trial_id, 0, { n });
    const end = base64.replace(/=+$/, '').length - 1;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const stray = base64.slice(0, end) + alphabet[alphabet.indexOf(base64[end]) + 1] + base64.slice(end + 1);
    expect(Buffer.from(stray, 'base64').equals(Buffer.from(base64, 'base64'))).toBe(true);
    await rate(p, { trialId: v.trial_id, ...scores, pose_log: stray }).expect(201);
    const stored = await t.dataSource.getRepository(PoseLogEntity).findOneByOrFail({ trial_id: v.trial_id });
    expect(Buffer.from(stored.pose_log).equals(Buffer.from(encodePoseLog(log)))).toBe(true);
    const replay = await request(t.server)
      .get(api(ApiRoutes.admin.viewingPath(v.trial_id)))
      .set(admin)
      .expect(200);
    expect(replay.body.pose_log).toBe(base64);
  });

  it('records a participant who never touched the controls as such, not as an error', async () => {
    const { p, s } = await participant();
    const v = s.videos[0];
    await rate(p, {
      trialId: v.trial_id,
      ...scores,
      pose_log: poseLog(v.trial_id, 0, { touched: false }).base64,
    }).expect(201);
    const stored = await t.dataSource.getRepository(PoseLogEntity).findOneByOrFail({ trial_id: v.trial_id });
    expect(Boolean(stored.touched)).toBe(false);
    expect(stored.control_events).toBe(0);
  });

  it.each([
    ['malformed', () => 'AAAA', /pose_log is malformed/],
    ['not base64', () => '%%%%', /pose_log is malformed: the pose log is not base64/],
    ['too large', () => 'A'.repeat(800_000), /pose_log must be at most/],
    ['not text', () => 42, /pose_log must be base64 text/],
  ])('refuses a %s log with 400 and stores nothing', async (_, make, message) => {
    const { p, s } = await participant();
    const v = s.videos[0];
    const before = (await logs()).length;
    const res = await rate(p, { trialId: v.trial_id, ...scores, pose_log: make() });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(message);
    expect(await ratingsOf(p.user_id)).toHaveLength(0);
    expect(await logs()).toHaveLength(before);
    // The trial stays open: the same rating with a good log goes through.
    await rate(p, { trialId: v.trial_id, ...scores, pose_log: poseLog(v.trial_id, 0).base64 }).expect(201);
  });

  it('stores a log with immersive VR (vr-on, head samples, vr-off by the headset) and refuses an event past the known ones', async () => {
    const { p, s } = await participant();
    const [a, b] = s.videos;
    const vr = poseLog(a.trial_id, 0).log;
    vr.events = [
      { t: 40, type: 'vr-on', input: 'button' },
      { t: 900, type: 'vr-off', input: 'headset' },
    ];
    // Mid-log samples become a head's: off the orbit circle, looking down, the headset's field of view.
    for (const h of vr.samples.slice(2, 20)) {
      h.position = [0.3, 1.7, 2.2];
      h.quaternion = [-Math.sin(0.2), 0, 0, Math.cos(0.2)];
      h.fov = 96.5;
    }
    const bytes = encodePoseLog(vr);
    await rate(p, { trialId: a.trial_id, ...scores, pose_log: bytesToBase64(bytes) }).expect(201);
    const stored = await t.dataSource.getRepository(PoseLogEntity).findOneByOrFail({ trial_id: a.trial_id });
    expect(stored.control_events).toBe(2);
    const csv = await request(t.server).get(api(ApiRoutes.admin.viewingPathsCsv)).set(admin).expect(200);
    const events = parseCsv(csv.text).filter((r) => r[1] === String(a.trial_id) && r[3] === 'event');
    expect(events.map((r) => [r[17], r[18]])).toEqual([
      ['vr-on', 'button'],
      ['vr-off', 'headset'],
    ]);
    // The same log for the next trial, its last event's type one past the known ones (the byte before the input).
    const other = encodePoseLog({ ...vr, trialId: b.trial_id });
    other[other.length - 2] = 10;
    const bad = await rate(p, { trialId: b.trial_id, ...scores, pose_log: bytesToBase64(other) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('pose_log is malformed: the pose log has an unknown control event');
  });

  it("refuses another trial's log, and one longer than the limit", async () => {
    const { p, s } = await participant();
    const [a, b] = s.videos;
    const forged = await rate(p, {
      trialId: a.trial_id,
      ...scores,
      pose_log: poseLog(b.trial_id, 0).base64,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('pose_log belongs to another trial');
    const long = poseLog(a.trial_id, 0, { n: 3, lastT: 16 * 60 * 1000 }).base64;
    const tooLong = await rate(p, { trialId: a.trial_id, ...scores, pose_log: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/longer than/);
    expect(await ratingsOf(p.user_id)).toHaveLength(0);
  });

  it('refuses a pose log on a 2D video; a rating without one stores no log', async () => {
    const { p, s } = await participant();
    const [a, b] = s.videos;
    const aId = await videoOf(a.trial_id);
    await t.dataSource
      .getRepository(Video)
      .update({ id: aId }, { url: '/media/catalogue/x.mp4', kind: 'video' });
    try {
      const res = await rate(p, {
        trialId: a.trial_id,
        ...scores,
        pose_log: poseLog(a.trial_id, 0).base64,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('pose_log is only accepted for a volumetric stimulus');
    } finally {
      await t.dataSource.getRepository(Video).update({ id: aId }, { url: a.url, kind: 'volumetric' });
    }
    await rate(p, { trialId: b.trial_id, ...scores }).expect(201);
    expect(await t.dataSource.getRepository(PoseLogEntity).findOneBy({ trial_id: b.trial_id })).toBeNull();
  });

  it('is part of the subject-access export and goes with the participant on deletion', async () => {
    const { p, s } = await participant();
    const v = s.videos[0];
    const { base64 } = poseLog(v.trial_id, 0);
    await rate(p, { trialId: v.trial_id, ...scores, pose_log: base64 }).expect(201);
    const exported = await request(t.server)
      .get(api(ApiRoutes.admin.participantExport(p.user_id)))
      .set(admin)
      .expect(200);
    expect(exported.body.viewing_paths).toEqual([
      expect.objectContaining({
        trial_id: v.trial_id,
        video_id: await videoOf(v.trial_id),
        touched: true,
        samples: 60,
        pose_log: base64,
      }),
    ]);
    await request(t.server)
      .delete(api(ApiRoutes.admin.user(p.user_id)))
      .set(admin)
      .expect(200);
    expect(await t.dataSource.getRepository(PoseLogEntity).findBy({ user_id: p.user_id })).toEqual([]);
    await request(t.server)
      .get(api(ApiRoutes.admin.viewingPath(v.trial_id)))
      .set(admin)
      .expect(404);
  });

  it('answers 400 for an id that is not a whole number and 404 for a trial without a log', async () => {
    await request(t.server).get(api('/admin/viewing-paths/trials/abc')).set(admin).expect(400);
    await request(t.server)
      .get(api(ApiRoutes.admin.viewingPath(999_999)))
      .set(admin)
      .expect(404);
  });
});

describe.each(DIALECTS)('pose log bytes migration (%s)', (dialect) => {
  it('turns the base64 logs already stored into their bytes, and back on undo', async () => {
    const db = await createTestDatabase(dialect);
    const options = buildDataSourceOptions(
      loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, ...db.env }).database,
    );
    const at = MIGRATIONS.indexOf(PoseLogBytes1732315000000);
    const before = new DataSource({ ...options, migrations: MIGRATIONS.slice(0, at) } as never);
    const after = new DataSource({ ...options, migrations: MIGRATIONS.slice(0, at + 1) } as never);
    const when = '2026-01-02 09:00:00.000';
    // Two logs, one longer than a SQLite page, one short.
    const logs = [poseLog(1, 0, { n: 300 }), poseLog(2, 0, { n: 7 })];
    try {
      await before.initialize();
      await before.runMigrations({ transaction: 'each' });
      for (const k of [0, 1])
        await before.query(
          'INSERT INTO videos (content, view, compression_type, qp, label, url, ratings_count, reserved_count, ' +
            "load_count) VALUES ('c', 'front', 'texture', '22', ?, ?, 0, 0, 0)",
          [`vol_${k}`, `/media/volumetric/c${k}/sequence.json`],
        );
      const videos = (await before.query('SELECT id FROM videos ORDER BY id')) as Array<{ id: number }>;
      await before.query('INSERT INTO users (name, email, created_at) VALUES (?, ?, ?)', [
        'u',
        'u@example.org',
        when,
      ]);
      const [{ id: user }] = (await before.query('SELECT id FROM users')) as Array<{ id: number }>;
      await before.query('INSERT INTO sessions (user_id, created_at) VALUES (?, ?)', [user, when]);
      const [{ id: session }] = (await before.query('SELECT id FROM sessions')) as Array<{ id: number }>;
      for (const [i, { base64 }] of logs.entries()) {
        await before.query(
          'INSERT INTO trials (id, session_id, user_id, video_id, assigned_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
          [i + 1, session, user, videos[i].id, when, when],
        );
        await before.query(
          'INSERT INTO pose_logs (trial_id, user_id, video_id, recorded_at, touched, samples, control_events, ' +
            "duration_ms, dropped_frames, figures, pose_log) VALUES (?, ?, ?, ?, ?, 1, 1, 1, NULL, '{}', ?)",
          [i + 1, user, videos[i].id, when, true, base64],
        );
      }
      await before.destroy();

      await after.initialize();
      await after.runMigrations({ transaction: 'each' });
      const rows = async () =>
        (await after.query('SELECT trial_id, pose_log FROM pose_logs ORDER BY trial_id')) as Array<{
          trial_id: number;
          pose_log: Buffer | string;
        }>;
      const converted = await rows();
      expect(converted.map((r) => r.trial_id)).toEqual([1, 2]);
      converted.forEach((r, i) => {
        expect(Buffer.isBuffer(r.pose_log)).toBe(true);
        expect(Buffer.from(r.pose_log).equals(Buffer.from(encodePoseLog(logs[i].log)))).toBe(true);
      });

      await after.undoLastMigration({ transaction: 'each' });
      expect((await rows()).map((r) => String(r.pose_log))).toEqual(logs.map((l) => l.base64));
    } finally {
      if (before.isInitialized) await before.destroy();
      if (after.isInitialized) await after.destroy();
      await db.drop();
    }
  });
});

describe.each(DIALECTS)('pose log figures on read migration (%s)', (dialect) => {
  it('lets a log be stored without figures, and derives them on undo', async () => {
    const db = await createTestDatabase(dialect);
    const options = buildDataSourceOptions(
      loadConfig({ TOKEN_SECRET: TEST_TOKEN_SECRET, ...db.env }).database,
    );
    const at = MIGRATIONS.indexOf(PoseLogFiguresOnRead1732316000000);
    const source = new DataSource({ ...options, migrations: MIGRATIONS.slice(0, at + 1) } as never);
    const when = '2026-01-02 09:00:00.000';
    const logs = [poseLog(1, 0, { n: 300 }), poseLog(2, 0, { n: 7, touched: false })];
    const insertLog = (trialId: number, user: number, video: number, figures: string | null, bytes: Buffer) =>
      source.query(
        'INSERT INTO pose_logs (trial_id, user_id, video_id, recorded_at, touched, samples, control_events, ' +
          'duration_ms, dropped_frames, figures, pose_log) VALUES (?, ?, ?, ?, 1, 1, 1, 1, NULL, ?, ?)',
        [trialId, user, video, when, figures, bytes],
      );
    try {
      await source.initialize();
      await source.runMigrations({ transaction: 'each' });
      for (const k of [1, 2, 3])
        await source.query(
          'INSERT INTO videos (content, view, compression_type, qp, label, url, ratings_count, reserved_count, ' +
            "load_count) VALUES ('c', 'front', 'texture', '22', ?, ?, 0, 0, 0)",
          [`vol_${k}`, `/media/volumetric/c${k}/sequence.json`],
        );
      const videos = ((await source.query('SELECT id FROM videos ORDER BY id')) as Array<{ id: number }>).map(
        (v) => v.id,
      );
      await source.query('INSERT INTO users (name, email, created_at) VALUES (?, ?, ?)', [
        'u',
        'u@example.org',
        when,
      ]);
      const [{ id: user }] = (await source.query('SELECT id FROM users')) as Array<{ id: number }>;
      await source.query('INSERT INTO sessions (user_id, created_at) VALUES (?, ?)', [user, when]);
      const [{ id: session }] = (await source.query('SELECT id FROM sessions')) as Array<{ id: number }>;
      for (const [i, { log }] of logs.entries()) {
        await source.query(
          'INSERT INTO trials (id, session_id, user_id, video_id, assigned_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
          [i + 1, session, user, videos[i], when, when],
        );
        // The first as a rating stores it now (no figures), the second as one stored before (its own figures kept).
        await insertLog(
          i + 1,
          user,
          videos[i],
          i === 0 ? null : '{"kept":true}',
          Buffer.from(encodePoseLog(log)),
        );
      }

      await source.undoLastMigration({ transaction: 'each' });
      const rows = (await source.query(
        'SELECT trial_id, figures FROM pose_logs ORDER BY trial_id',
      )) as Array<{
        trial_id: number;
        figures: string;
      }>;
      expect(rows).toEqual([
        {
          trial_id: 1,
          figures: JSON.stringify(toFigures(summarisePoseLog(decodePoseLog(encodePoseLog(logs[0].log))))),
        },
        { trial_id: 2, figures: '{"kept":true}' },
      ]);
      await source.query(
        'INSERT INTO trials (id, session_id, user_id, video_id, assigned_at, expires_at) VALUES (3, ?, ?, ?, ?, ?)',
        [session, user, videos[2], when, when],
      );
      // NOT NULL again after the undo; and nullable again after the migration is run anew.
      await expect(
        insertLog(3, user, videos[2], null, Buffer.from(encodePoseLog(logs[1].log))),
      ).rejects.toThrow();
      await source.runMigrations({ transaction: 'each' });
      await insertLog(3, user, videos[2], null, Buffer.from(encodePoseLog(logs[1].log)));
      // The table rebuilt by SQLite keeps its two indexes (docs/developer/decisions/volumetric.md).
      const indexes =
        dialect === 'sqlite'
          ? ((await source.query(
              "SELECT name AS Key_name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'pose_logs'",
            )) as Array<{ Key_name: string }>)
          : ((await source.query('SHOW INDEX FROM pose_logs')) as Array<{ Key_name: string }>);
      expect(indexes.map((x) => x.Key_name)).toEqual(
        expect.arrayContaining(['idx_pose_logs_user', 'idx_pose_logs_video']),
      );
    } finally {
      if (source.isInitialized) await source.destroy();
      await db.drop();
    }
  });
});
