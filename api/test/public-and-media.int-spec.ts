import request from 'supertest';
import {
  DISTORTION_CATEGORIES,
  DYNAMIC_BACKGROUND,
  MESSAGE_MAX_LENGTH,
  type DistortionExample,
} from '@vvq/contracts';
import { ContactMessageEntity } from '../src/modules/messages/contact-message.entity.js';
import { demoCatalogue, demoDistortionExamples } from '../src/database/seeds/demo-catalogue.js';
import { Video } from '../src/modules/videos/video.entity.js';
import { DistortionExampleVideo } from '../src/modules/videos/distortion-example.entity.js';
import { DemoSeedService } from '../src/modules/videos/demo-seed.service.js';
import { api } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

describe.each(DIALECTS)('contact, distortion examples, demo seed and media (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/contact', () => {
    it('stores the message unanswered and thanks the sender (201)', async () => {
      const res = await request(t.server)
        .post(api('/contact'))
        .send({ name: ' Hana ', email: 'Hana@Example.org', message: ' Hello team ' })
        .expect(201);
      expect(res.body).toEqual({ message: 'Thank you for contacting us! We will get back to you soon.' });
      const row = await t.dataSource
        .getRepository(ContactMessageEntity)
        .findOneByOrFail({ email: 'hana@example.org' });
      expect(row).toMatchObject({
        name: 'Hana',
        message: 'Hello team',
        answered_at: null,
        answered_by_admin_id: null,
      });
    });

    it.each([
      [{ name: '' }, 'Name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'nope' }, 'Please enter a valid email'],
      [{ message: '   ' }, 'Message is required'],
      [
        { message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1) },
        `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
      ],
    ])('refuses %p with %p', async (patch, message) => {
      const body = { name: 'Ivan', email: 'ivan@example.org', message: 'Hi', ...patch };
      const res = await request(t.server).post(api('/contact')).send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: message });
    });
  });

  describe('GET /api/videos/distortion-examples', () => {
    it('lists dynamic backgrounds and R1..R5 for each category, publicly', async () => {
      const res = await request(t.server).get(api('/videos/distortion-examples')).expect(200);
      const list = res.body as DistortionExample[];
      expect(list.filter((e) => e.background_type === DYNAMIC_BACKGROUND).length).toBeGreaterThanOrEqual(1);
      for (const category of DISTORTION_CATEGORIES) {
        const levels = list
          .filter(
            (e) => e.background_type !== DYNAMIC_BACKGROUND && e.video_location.includes(`/${category}/`),
          )
          .map((e) => /\/R([1-5])\//.exec(e.video_location)?.[1]);
        expect(levels.sort()).toEqual(['1', '2', '3', '4', '5']);
      }
      // The demo's examples come from its manifest's companion file: each names its category and level, and the
      // rows are the ones seeded before (demoDistortionExamples), in order; no section texts (the spec's page).
      expect(
        list.map(({ video_location, video_url, background_type }) => ({
          video_location,
          video_url,
          background_type,
        })),
      ).toEqual(demoDistortionExamples());
      for (const e of list) {
        expect(e).toEqual({
          video_id: expect.any(Number),
          video_location: expect.any(String),
          video_url: expect.stringMatching(/^\/media\//),
          background_type: expect.any(String),
          category: expect.stringMatching(
            /^(dynamic_video|geometry_and_texture_compression|texture_compression|geometry_compression)$/,
          ),
          level: expect.stringMatching(/^(R[1-5]|none)$/),
          caption: null,
        });
      }
      expect((await request(t.server).get(api('/videos/distortion-sections')).expect(200)).body).toEqual([]);
    });

    it('points every example and catalogue row at a real, playable media file', async () => {
      const examples = (await request(t.server).get(api('/videos/distortion-examples')).expect(200))
        .body as DistortionExample[];
      const videos = await t.dataSource.getRepository(Video).find();
      const urls = [...examples.map((e) => e.video_url), ...videos.map((v) => v.url as string)];
      for (const url of urls) {
        const res = await request(t.server).head(url);
        expect([url, res.status]).toEqual([url, 200]);
      }
    });
  });

  describe('demo seed', () => {
    it('loads the catalogue once and is idempotent', async () => {
      const before = await t.dataSource.getRepository(Video).count();
      expect(before).toBeGreaterThanOrEqual(24);
      const again = await t.app.get(DemoSeedService).seed();
      expect(again).toEqual({ videos: 0, examples: 0 });
      expect(await t.dataSource.getRepository(Video).count()).toBe(before);
      expect(await t.dataSource.getRepository(DistortionExampleVideo).count()).toBe(17);
    });

    it('leaves the rows the SQL inserts left before the demo became a manifest: in order, nothing checked or added', async () => {
      const rows = await t.dataSource.getRepository(Video).find({ order: { id: 'ASC' } });
      expect(
        rows.map(({ content, view, compression_type, qp, label, url }) => ({
          content,
          view,
          compression_type,
          qp,
          label,
          url,
        })),
      ).toEqual(demoCatalogue());
      for (const r of rows) {
        expect(r).toMatchObject({
          kind: 'video',
          attributes: null,
          retired_at: null,
          sha256: null,
          original_sha256: null,
          file_check: null,
          media_info: null,
          poster_url: null,
          ratings_count: 0,
          reserved_count: 0,
          load_count: 0,
        });
        expect(Boolean(Number(r.is_reference))).toBe(false);
      }
    });
  });

  describe('media under /media', () => {
    const file = '/media/distortion/texture_compression/R1/texture_compression_R1.mp4';

    it('serves mp4 with its content type, Accept-Ranges and Cache-Control, outside the /api prefix', async () => {
      const res = await request(t.server).get(file).expect(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(Number(res.headers['content-length'])).toBeGreaterThan(1000);
    });

    it('answers a Range request with 206 and exactly the requested bytes', async () => {
      const full = await request(t.server)
        .get(file)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      const part = await request(t.server)
        .get(file)
        .set('Range', 'bytes=100-199')
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${(full.body as Buffer).length}`);
      expect((part.body as Buffer).equals((full.body as Buffer).subarray(100, 200))).toBe(true);
    });

    it('gives 404 in the common shape for a missing file and never escapes the media folder', async () => {
      const missing = await request(t.server).get('/media/nope.mp4').expect(404);
      expect(missing.body.statusCode).toBe(404);
      const escape = await request(t.server).get('/media/../package.json');
      expect([403, 404]).toContain(escape.status);
      expect(escape.body.statusCode).toBe(escape.status);
      const encoded = await request(t.server).get('/media/%2e%2e/package.json');
      expect([400, 403, 404]).toContain(encoded.status);
    });
  });
});
