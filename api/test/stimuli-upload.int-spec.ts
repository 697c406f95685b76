import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ApiRoutes, type StimulusImportReport } from '@vvq/contracts';
import { StimuliImportService } from '../src/modules/videos/index.js';
import { StimuliUploadService } from '../src/modules/videos/import/stimuli-upload.service.js';
import { api, bearer } from './support/api-helpers.js';
import { makeClip, makeMediaDir, makeZip } from './support/media-fixtures.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { email: 'lab@example.org', password: 'admin-secret-42' };
const MANIFEST =
  'label,file,content,view,compression_type,qp,codec\nu1,up/u1.mp4,U,front,t,25,h264\nu2,up/u2.mp4,U,front,t,40,h264\n';

/*
 * The admin screen's door: a manifest with its files, or one zip, streamed to a staging folder; the dry run answers
 * first, the confirmation moves the files and writes the rows. Every refusal is a 4xx with its reason and leaves the
 * catalogue and the media folder as they were.
 */
describe.each(DIALECTS)('stimulus upload (%s)', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let media: string;
  let source: string;
  let clip: Buffer;
  const post = () => request(t.server).post(api(ApiRoutes.admin.stimuliImport)).set(admin);
  const count = async () =>
    Number(((await t.dataSource.query('SELECT COUNT(*) AS n FROM videos')) as [{ n: number }])[0].n);

  beforeAll(async () => {
    media = makeMediaDir();
    source = makeMediaDir();
    clip = readFileSync(makeClip(source, 'clip.mp4'));
    t = await startTestApp(dialect, {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MEDIA_DIR: media,
    });
    const login = await request(t.server).post(api('/admin/login')).send(ADMIN).expect(200);
    admin = bearer(login.body.token as string);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('a manifest and its files: the dry run first (nothing written), then apply moves the files and writes the rows', async () => {
    const res = await post()
      .attach('manifest', Buffer.from(MANIFEST), 'manifest.csv')
      .attach('files', clip, 'u1.mp4') // browsers send the name without its folder
      .attach('files', clip, 'u2.mp4')
      .expect(200);
    const report = res.body as StimulusImportReport & { upload_id: string };
    expect(report).toMatchObject({ applied: false, summary: { rows: 2, insert: 2, error: 0 } });
    expect(report.upload_id).toMatch(/^[0-9a-f]{24}$/);
    expect(await count()).toBe(0);
    expect(existsSync(join(media, 'up/u1.mp4'))).toBe(false);
    const applied = await request(t.server)
      .post(api(ApiRoutes.admin.stimuliImportApply(report.upload_id)))
      .set(admin)
      .expect(200);
    expect(applied.body).toMatchObject({ applied: true, summary: { insert: 2 } });
    expect(await count()).toBe(2);
    expect(readFileSync(join(media, 'up/u1.mp4'))).toEqual(clip);
    await request(t.server)
      .post(api(ApiRoutes.admin.stimuliImportApply(report.upload_id)))
      .set(admin)
      .expect(404);
  });

  it('one zip with the manifest at its root', async () => {
    const zip = join(source, 'study.zip');
    makeZip(zip, { 'manifest.csv': MANIFEST.replace(/u(\d)/g, 'z$1'), 'up/z1.mp4': clip, 'up/z2.mp4': clip });
    const fixed = readFileSync(zip);
    const res = await post().attach('archive', fixed, 'study.zip').expect(200);
    expect(res.body).toMatchObject({ applied: false, summary: { insert: 2, error: 0 } });
    expect(res.body.rows.map((r: { label: string }) => r.label)).toEqual(['z1', 'z2']);
  });

  describe('refusals: a 4xx with the reason, nothing written', () => {
    let before: number;
    beforeAll(async () => {
      before = await count();
    });
    afterEach(async () => {
      expect(await count()).toBe(before);
    });

    it('a zip with a link, a ../ path, or a bomb', async () => {
      const zip = (
        name: string,
        entries: Record<string, string | Buffer>,
        links: Record<string, string> = {},
      ) => {
        const path = join(source, name);
        makeZip(path, { 'manifest.csv': MANIFEST, ...entries }, links);
        return readFileSync(path);
      };
      const link = await post()
        .attach('archive', zip('link.zip', {}, { 'up/u1.mp4': '/etc/passwd' }), 'a.zip')
        .expect(400);
      expect(link.body.error).toBe('zip entry up/u1.mp4 is a link; links are not imported');
      const escape = await post()
        .attach('archive', zip('escape.zip', { '../evil.mp4': clip }), 'a.zip')
        .expect(400);
      expect(escape.body.error).toBe(
        'zip entry ../evil.mp4 has an absolute or ../ path; every path must stay inside the zip',
      );
      const bomb = await post()
        .attach('archive', zip('bomb.zip', { 'up/u1.mp4': Buffer.alloc(20 * 1024 * 1024) }), 'a.zip')
        .expect(413);
      expect(bomb.body.error).toBe(
        'zip entry up/u1.mp4 unpacks to over 200 times its packed size: refused as a zip bomb',
      );
      expect(existsSync(join(media, '..', 'evil.mp4'))).toBe(false);
    });

    it('an upload over the limit', async () => {
      const uploads = t.app.get(StimuliUploadService);
      const saved = uploads.limits.fileBytes;
      uploads.limits.fileBytes = 1000;
      try {
        const res = await post()
          .attach('manifest', Buffer.from(MANIFEST), 'manifest.csv')
          .attach('files', clip, 'up/u1.mp4');
        expect(res.status).toBe(413);
        expect(res.body.error).toMatch(/larger than|over its limits/);
      } finally {
        uploads.limits.fileBytes = saved;
      }
    });

    it('a malformed manifest, no manifest, an unknown part', async () => {
      const bad = await post().attach('manifest', Buffer.from('label,file\n"a,b\n'), 'm.csv').expect(400);
      expect(bad.body.error).toBe(
        'The manifest cannot be read: m.csv line 2, column 1: a quoted field is never closed',
      );
      const none = await post().attach('files', clip, 'up/u1.mp4').expect(400);
      expect(none.body.error).toBe(
        'no manifest: send it as "manifest", or as manifest.csv or manifest.json in the zip',
      );
      const odd = await post().attach('other', clip, 'x.mp4').expect(400);
      expect(odd.body.error).toBe('unknown file field "other" (manifest, distortion, files, archive)');
    });

    it('two imports at once: the second is told one is running', async () => {
      let release!: () => void;
      const running = t.app
        .get(StimuliImportService)
        .exclusive(() => new Promise<void>((r) => (release = r)));
      const res = await post().attach('manifest', Buffer.from(MANIFEST), 'manifest.csv').expect(409);
      expect(res.body.error).toBe('Another stimulus import is running; try again when it has finished');
      release();
      await running;
    });

    it('admins only, multipart only', async () => {
      await request(t.server)
        .post(api(ApiRoutes.admin.stimuliImport))
        .attach('manifest', Buffer.from(MANIFEST), 'm.csv')
        .expect(401);
      await post().send({ manifest: MANIFEST }).expect(415);
    });
  });
});
