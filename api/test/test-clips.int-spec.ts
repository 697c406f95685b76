import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import {
  ApiRoutes,
  type EnvironmentCheckRequest,
  type EnvironmentCheckResult,
  type TestClipsResponse,
} from '@vvq/contracts';
import { Video } from '../src/modules/videos/video.entity.js';
import { api, bearer, signupAndLogin } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

/** A catalogue row as a lab loads it; the counters start at 0. */
const REPORT: EnvironmentCheckRequest = {
  viewport_width: 1280,
  viewport_height: 720,
  screen_width: 1920,
  screen_height: 1080,
  device_pixel_ratio: 1,
  browser: 'Chromium 131',
  user_agent: 'Mozilla/5.0',
  mime_types: 'video/mp4',
  codec_supported: true,
  test_clip_played: false,
  fullscreen_entered: null,
};
const ADMIN = { email: 'clips@example.org', password: 'admin-secret-42' };

const row = (label: string, url: string | null, extra: Partial<Video> = {}) => ({
  content: 'own',
  view: 'front',
  compression_type: 'x',
  qp: '1',
  label,
  url,
  ratings_count: 0,
  reserved_count: 0,
  load_count: 0,
  ...extra,
});

describe.each(DIALECTS)(
  "the environment check's test clips come from the study's catalogue (%s)",
  (dialect) => {
    let t: TestApp;
    let media: string;

    beforeAll(async () => {
      // A lab's own media folder, without the demo's files.
      media = mkdtempSync(join(tmpdir(), 'vvq-own-media-'));
      mkdirSync(join(media, 'clips'));
      writeFileSync(join(media, 'clips', 'big.mp4'), Buffer.alloc(5000, 1));
      writeFileSync(join(media, 'clips', 'small.mp4'), Buffer.alloc(1000, 1));
      writeFileSync(join(media, 'clips', 'one.webm'), Buffer.alloc(3000, 1));
      writeFileSync(join(media, 'clips', 'empty.mp4'), Buffer.alloc(0));
      writeFileSync(join(media, 'clips', 'retired.mov'), Buffer.alloc(10, 1));
      t = await startTestApp(dialect, {
        MEDIA_DIR: media,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STUDY_ENVIRONMENT_CHECK: 'true',
      });
    });

    afterAll(async () => {
      await t?.close();
      rmSync(media, { recursive: true, force: true });
    });

    const clips = async () =>
      (await request(t.server).get(api(ApiRoutes.testClips)).expect(200)).body as TestClipsResponse;

    it('says so when the catalogue has no playable stimulus', async () => {
      expect(await clips()).toEqual({ clips: [] });
      await t.dataSource
        .getRepository(Video)
        .insert([
          row('missing', '/media/clips/missing.mp4'),
          row('empty', '/media/clips/empty.mp4'),
          row('no-file', null),
          row('outside', '/media/../package.json'),
          row('not-media', '/etc/passwd.mp4'),
        ]);
      expect(await clips()).toEqual({ clips: [] });
    });

    it('a check with no clip to test with is not held against the participant; one that did not play is', async () => {
      const p = await signupAndLogin(t);
      const check = (body: object) =>
        request(t.server)
          .post(api(ApiRoutes.participantEnvironmentCheck(p.user_id)))
          .set(bearer(p.token))
          .send(body);
      const none = (await check({ ...REPORT, test_clips: '' }).expect(200)).body as EnvironmentCheckResult;
      expect(none).toMatchObject({ passed: true, reasons: [], test_clips: '' });
      const tried = (await check({ ...REPORT, test_clips: '/media/clips/a.mp4' }).expect(200))
        .body as EnvironmentCheckResult;
      expect(tried).toMatchObject({ passed: false, test_clips: '/media/clips/a.mp4' });
      expect(tried.reasons[0]).toContain("one of this study's own videos");
      // A browser that predates the test clips sends none: a clip that did not play fails, as before.
      expect((await check(REPORT).expect(200)).body).toMatchObject({ passed: false, test_clips: null });
      const tooLong = await check({ ...REPORT, test_clips: 'x'.repeat(2001) }).expect(400);
      expect(JSON.stringify(tooLong.body.message)).toContain('test_clips must be at most 2000 characters');
    });

    it('one clip per file type the study uses, the smallest file of each; retired and 6DoF stimuli left out', async () => {
      await t.dataSource
        .getRepository(Video)
        .insert([
          row('big', '/media/clips/big.mp4'),
          row('small', '/media/clips/small.mp4'),
          row('webm', '/media/clips/one.webm'),
          row('retired', '/media/clips/retired.mov', { retired_at: new Date() }),
          row('sequence', '/media/clips/big.mp4', { kind: 'volumetric' }),
        ]);
      const answer = await clips();
      expect(answer.clips).toEqual([
        { url: '/media/clips/small.mp4', mime_type: 'video/mp4' },
        { url: '/media/clips/one.webm', mime_type: 'video/webm' },
      ]);
    });

    it('a stimulus on another host is taken as it is (the browser tries it)', async () => {
      await t.dataSource
        .getRepository(Video)
        .insert([row('cdn', 'https://cdn.example.org/study/clip.ogv?v=2')]);
      const answer = await clips();
      expect(answer.clips.map((c) => c.mime_type)).toEqual(['video/mp4', 'video/webm', 'video/ogg']);
      expect(answer.clips[2].url).toBe('https://cdn.example.org/study/clip.ogv?v=2');
    });

    it('one clip per codec ffprobe found, not per extension: an AV1 MP4 is tested beside the H.264 ones', async () => {
      writeFileSync(join(media, 'clips', 'av1.mp4'), Buffer.alloc(4000, 1));
      writeFileSync(join(media, 'clips', 'av1-small.mp4'), Buffer.alloc(2000, 1));
      const info = (video_codec: string) =>
        JSON.stringify({ format: 'mov,mp4', video_codec, container: 'mp4' });
      await t.dataSource
        .getRepository(Video)
        .insert([
          row('av1', '/media/clips/av1.mp4', { media_info: info('av1') }),
          row('av1-small', '/media/clips/av1-small.mp4', { media_info: info('av1') }),
          row('h264', '/media/clips/big.mp4', { media_info: info('h264') }),
        ]);
      const answer = await clips();
      // The unprobed rows (loaded by hand) still go by their extension; the probed H.264 file joins no other group.
      expect(answer.clips).toEqual([
        { url: '/media/clips/small.mp4', mime_type: 'video/mp4' },
        { url: '/media/clips/one.webm', mime_type: 'video/webm' },
        { url: 'https://cdn.example.org/study/clip.ogv?v=2', mime_type: 'video/ogg' },
        { url: '/media/clips/av1-small.mp4', mime_type: 'video/mp4', codec: 'av1' },
        { url: '/media/clips/big.mp4', mime_type: 'video/mp4', codec: 'h264' },
      ]);
    });
  },
);
