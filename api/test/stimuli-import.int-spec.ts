import { chmodSync, cpSync, readFileSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImportBusyError, ManifestError, StimuliImportService } from '../src/modules/videos/index.js';
import { MEDIA_TOOLS } from '../src/modules/videos/import/media-probe.js';
import { checkRemoteUrl } from '../src/modules/videos/import/remote-check.js';
import { makeClip, makeMediaDir, writeMediaFile } from './support/media-fixtures.js';
import { DIALECTS } from './support/test-db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const HEADER = 'label,file,content,view,compression_type,qp,codec';
const GOOD = `${HEADER}\na1,clips/a1.mp4,A,front,t,25,h264\na2,clips/a2.mp4,A,front,t,40,h264\nb1,clips/b1.mp4,B,front,t,25,h264\n`;

/*
 * The stimulus import end to end against a real database: the dry run writes nothing, apply writes every row or none,
 * a re-import is a no-op, a changed unrated row updates, a changed rated one is refused, and each bad input of the
 * issue gets its reason in words with nothing written.
 */
describe.each(DIALECTS)('stimulus import (%s)', (dialect) => {
  let t: TestApp;
  let media: string;
  let service: StimuliImportService;
  const run = (text: string, apply = true, extra: Partial<Parameters<StimuliImportService['run']>[0]> = {}) =>
    service.run({ manifest: { text, name: 'm.csv' }, mediaDir: media, apply, ...extra });
  const videoRows = async () =>
    (await t.dataSource.query('SELECT * FROM videos ORDER BY label')) as Array<Record<string, unknown>>;

  beforeAll(async () => {
    media = makeMediaDir();
    makeClip(media, 'clips/a1.mp4');
    makeClip(media, 'clips/a2.mp4');
    makeClip(media, 'clips/b1.mp4');
    t = await startTestApp(dialect, { MEDIA_DIR: media });
    service = t.app.get(StimuliImportService);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('a dry run reports every row and writes nothing', async () => {
    const report = await run(GOOD, false);
    expect(report.applied).toBe(false);
    expect(report.rows.map((r) => [r.label, r.status, r.action])).toEqual([
      ['a1', 'ok', 'insert'],
      ['a2', 'ok', 'insert'],
      ['b1', 'ok', 'insert'],
    ]);
    expect(await videoRows()).toEqual([]);
  });

  it('apply stores the rows with checksum, media info, poster and attributes; a re-import changes nothing', async () => {
    const report = await run(GOOD);
    expect(report).toMatchObject({ applied: true, summary: { insert: 3, error: 0 } });
    const [a1] = await videoRows();
    expect(a1).toMatchObject({
      label: 'a1',
      url: '/media/clips/a1.mp4',
      file_check: 'ok',
      attributes: '{"codec":"h264"}',
    });
    expect(a1.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(a1.media_info as string)).toMatchObject({
      container: 'mp4',
      video_codec: 'h264',
      width: 160,
      height: 120,
      fps: 25,
      faststart: true,
      audio_codec: null,
    });
    expect(a1.poster_url).toMatch(/^\/media\/posters\/[0-9a-f]{64}\.jpg$/);
    const before = await videoRows();
    const again = await run(GOOD);
    expect(again.summary).toMatchObject({ unchanged: 3, insert: 0, update: 0 });
    expect(await videoRows()).toEqual(before);
  });

  it('a changed row updates an unrated stimulus and is refused, with the reason, for a rated one', async () => {
    await t.dataSource.query("UPDATE videos SET ratings_count = 2, load_count = 2 WHERE label = 'a1'");
    const changed = GOOD.replace(
      'a1,clips/a1.mp4,A,front,t,25,h264',
      'a1,clips/a1.mp4,A,front,t,26,h264',
    ).replace('b1,clips/b1.mp4,B,front,t,25,h264', 'b1,clips/b1.mp4,B,side,t,25,av1');
    const refused = await run(changed);
    expect(refused.applied).toBe(false);
    expect(refused.rows[0]).toMatchObject({ label: 'a1', status: 'error', action: 'refused' });
    expect(refused.rows[0].messages).toEqual([
      '"a1" has 2 rating(s): changing its qp would change what they mean; import the new version under a new label (and retire this one)',
    ]);
    expect((await videoRows()).find((v) => v.label === 'b1')).toMatchObject({ view: 'front' }); // all or nothing
    const update = await run(changed.replace(',26,', ',25,'));
    expect(update.summary).toMatchObject({ update: 1, unchanged: 2 });
    expect((await videoRows()).find((v) => v.label === 'b1')).toMatchObject({
      view: 'side',
      attributes: '{"codec":"av1"}',
    });
  });

  describe('bad input gets a clear answer and changes nothing', () => {
    let before: Array<Record<string, unknown>>;
    beforeAll(async () => {
      before = await videoRows();
    });
    afterEach(async () => {
      expect(await videoRows()).toEqual(before);
    });
    const problems = async (text: string) => {
      const error = await run(text).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ManifestError);
      return (error as ManifestError).problems;
    };
    const rowErrors = async (text: string) => {
      const report = await run(text);
      expect(report.applied).toBe(false);
      return report.rows.filter((r) => r.status === 'error').map((r) => r.messages.join(' | '));
    };

    it('a malformed manifest: the line and the column', async () => {
      expect(await problems(`${HEADER}\nn1,"clips/x.mp4,A,front,t,1,h\n`)).toEqual([
        'm.csv line 2, column 4: a quoted field is never closed',
      ]);
    });

    it('duplicate labels, ../ and absolute paths', async () => {
      expect(
        await problems(
          `${HEADER}\nn1,clips/a1.mp4,A,f,t,1,h\nn2,../etc/passwd,A,f,t,1,h\nn3,/etc/passwd,A,f,t,1,h\nN1,clips/a2.mp4,A,f,t,1,h\n`,
        ),
      ).toEqual([
        'm.csv line 3, column 2 (file): "../etc/passwd" leaves or does not name a file under the media folder (no ".." or empty parts)',
        'm.csv line 4, column 2 (file): "/etc/passwd" must be a path relative to the media folder (forward slashes, no leading /)',
        'm.csv line 5: label "N1" is already used on m.csv line 2',
      ]);
    });

    it('a missing file, a text file renamed .mp4, a truncated MP4, HEVC and a link out of the media folder', async () => {
      writeMediaFile(media, 'bad/text.mp4', 'this is not a video\n');
      const whole = readFileSync(join(media, 'clips/a1.mp4'));
      writeMediaFile(media, 'bad/cut.mp4', whole.subarray(0, Math.floor(whole.length / 2)));
      makeClip(media, 'bad/hevc.mp4', { codec: 'libx265' });
      symlinkSync('/etc/passwd', join(media, 'bad/link.mp4'));
      expect(
        await rowErrors(
          `${HEADER}\nn1,bad/missing.mp4,A,f,t,1,h\nn2,bad/text.mp4,A,f,t,1,h\nn3,bad/cut.mp4,A,f,t,1,h\n` +
            'n4,bad/hevc.mp4,A,f,t,1,h\nn5,bad/link.mp4,A,f,t,1,h\nn6,clips/a1.mp4,A,f,t,1,h\n',
        ),
      ).toEqual([
        '"bad/missing.mp4" was not found in the media folder',
        'bad/text.mp4 is not a video: its bytes are not MP4 or WebM, whatever its name says',
        'bad/cut.mp4 is cut short: the file ends inside a box its header announces (an interrupted copy?)',
        'bad/hevc.mp4 is HEVC (H.265), which Chromium and Firefox cannot decode; use H.264, VP9 or AV1 (--transcode makes an H.264 copy)',
        '"bad/link.mp4" is a link that leads outside the media folder',
      ]);
    });

    it('an unreadable file', async () => {
      if (process.getuid?.() === 0) return; // root reads every file
      const path = writeMediaFile(media, 'bad/locked.mp4', 'x');
      chmodSync(path, 0o000);
      expect((await rowErrors(`${HEADER}\nn1,bad/locked.mp4,A,f,t,1,h\n`))[0]).toMatch(/cannot be read/);
    });

    it('two imports at once: the second is told one is running', async () => {
      const first = run(GOOD, false);
      await expect(run(GOOD, false)).rejects.toThrow(ImportBusyError);
      await expect(run(GOOD, false)).rejects.toThrow('Another stimulus import is running');
      await first;
    });

    it('ffprobe missing: the message names the package', async () => {
      makeClip(media, 'clips/new.mp4', { seconds: 1, size: '160x90' });
      MEDIA_TOOLS.ffprobe = '/nonexistent/ffprobe';
      try {
        await expect(run(`${HEADER}\nnew,clips/new.mp4,A,f,t,1,h\n`, false)).rejects.toThrow(
          'ffprobe was not found: install the ffmpeg package (Debian/Ubuntu: apt-get install ffmpeg)',
        );
      } finally {
        MEDIA_TOOLS.ffprobe = 'ffprobe';
      }
    });
  });

  it('--transcode serves a web-safe copy of an HEVC file, keeping the original checksum beside it', async () => {
    makeClip(media, 'hevc/h1.mp4', { codec: 'libx265' });
    const dry = await run(`${HEADER}\nh1,hevc/h1.mp4,H,f,t,1,hevc\n`, false, { transcode: true });
    expect(dry.rows[0]).toMatchObject({ status: 'warning', action: 'insert' });
    const report = await run(`${HEADER}\nh1,hevc/h1.mp4,H,f,t,1,hevc\n`, true, { transcode: true });
    expect(report.applied).toBe(true);
    const h1 = (await videoRows()).find((v) => v.label === 'h1')!;
    expect(h1).toMatchObject({ url: '/media/transcoded/hevc/h1.mp4', file_check: 'warning' });
    expect(h1.original_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(h1.original_sha256).not.toBe(h1.sha256);
    expect(JSON.parse(h1.media_info as string)).toMatchObject({ video_codec: 'h264', faststart: true });
  });

  it('warns about a duration or resolution unlike the rest', async () => {
    makeClip(media, 'odd/long.mp4', { seconds: 3 });
    makeClip(media, 'odd/big.mp4', { size: '320x240' });
    const report = await run(
      `${GOOD}c1,odd/long.mp4,A,front,t,60,h264\nc2,odd/big.mp4,B,front,t,60,h264\n`,
      false,
    );
    expect(report.rows.find((r) => r.label === 'c1')?.messages).toEqual([
      'lasts 3.00 s, while the other conditions of "A" last about 1.00 s',
    ]);
    expect(report.rows.find((r) => r.label === 'c2')?.messages).toEqual([
      'is 320×240, while most stimuli are 160×120',
    ]);
  });

  it("a volumetric row goes through the 6DoF player's own sequence check (it names its sequence.json)", async () => {
    writeMediaFile(media, 'frames/v1/0001.drc', 'draco');
    const report = await run(`${HEADER},kind\nv1,frames/v1,V,front,t,1,draco,volumetric\n`);
    expect(report.rows[0]).toMatchObject({ status: 'error', file_check: 'error', action: 'refused' });
    expect(report.rows[0].messages.join(' ')).toMatch(/sequence\.json/);
    expect((await videoRows()).find((v) => v.label === 'v1')).toBeUndefined();
  });

  it('distortion examples and section texts replace the earlier ones', async () => {
    makeClip(media, 'd/blur1.mp4');
    const report = await service.run({
      manifest: { text: GOOD, name: 'm.csv' },
      distortion: {
        name: 'd.csv',
        text: 'category,level,caption,file,title,introduction,example,details\nblur,R1,Slight,d/blur1.mp4,Blur,i,e,d\n',
      },
      mediaDir: media,
      apply: true,
    });
    expect(report.summary).toMatchObject({ distortion_examples: 1, distortion_sections: 1 });
    const examples = (await t.dataSource.query('SELECT * FROM distortion_examples')) as Array<
      Record<string, unknown>
    >;
    expect(examples).toEqual([
      expect.objectContaining({
        category: 'blur',
        level: 'R1',
        caption: 'Slight',
        video_url: '/media/d/blur1.mp4',
      }),
    ]);
    const sections = (await t.dataSource.query('SELECT * FROM distortion_sections')) as Array<
      Record<string, unknown>
    >;
    expect(sections).toEqual([expect.objectContaining({ category: 'blur', title: 'Blur', position: 0 })]);
  });

  it("a trusted import (the demo's first start) runs no ffprobe, for its distortion examples either", async () => {
    // The API listens only after the demo is seeded: a probe there would hold its start up behind the media tools,
    // which yield the CPU to everything else on a busy machine.
    makeClip(media, 'd/trusted1.mp4');
    MEDIA_TOOLS.ffprobe = '/nonexistent/ffprobe';
    try {
      const report = await service.run({
        manifest: { text: `${HEADER}\ntr1,clips/a1.mp4,T,f,t,1,h\n`, name: 'm.csv' },
        distortion: {
          name: 'd.csv',
          text: 'category,level,caption,file\nblur,R2,Trusted,d/trusted1.mp4\n',
        },
        mediaDir: media,
        apply: true,
        trusted: true,
      });
      expect(report.applied).toBe(true);
      expect(report.distortion).toEqual([
        expect.objectContaining({ status: 'ok', file_check: 'not checked' }),
      ]);
    } finally {
      MEDIA_TOOLS.ffprobe = 'ffprobe';
    }
  });

  it("a volumetric distortion example is checked as a sequence (the 6DoF player's check), not probed as a video", async () => {
    cpSync(
      fileURLToPath(new URL('../media/volumetric/bunny_R1', import.meta.url)),
      join(media, 'dx/bunny_R1'),
      {
        recursive: true,
      },
    );
    writeMediaFile(media, 'dx/broken/sequence.json', '{"fps": 30}');
    const distortion = (file: string) => ({
      name: 'd.csv',
      text: `category,level,caption,file\ngeometry,R1,Fine points,${file}\n`,
    });
    const broken = await service.run({
      manifest: { text: GOOD, name: 'm.csv' },
      distortion: distortion('dx/broken/sequence.json'),
      mediaDir: media,
      apply: true,
    });
    expect(broken.applied).toBe(false);
    expect(broken.distortion[0]).toMatchObject({ status: 'error' });
    expect(broken.distortion[0].messages.join(' ')).not.toMatch(/ffprobe|not a video/i);

    const report = await service.run({
      manifest: { text: GOOD, name: 'm.csv' },
      distortion: distortion('dx/bunny_R1/sequence.json'),
      mediaDir: media,
      apply: true,
    });
    expect(report.distortion[0]).toMatchObject({ status: 'ok' });
    const examples = (await t.dataSource.query('SELECT * FROM distortion_examples')) as Array<
      Record<string, unknown>
    >;
    expect(examples).toEqual([
      expect.objectContaining({ category: 'geometry', video_url: '/media/dx/bunny_R1/sequence.json' }),
    ]);
  });
});

describe('remote stimuli: HEAD and byte ranges', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/ranges.mp4')
        res.writeHead(200, { 'Content-Type': 'video/mp4', 'Accept-Ranges': 'bytes' });
      else if (req.url === '/noranges.mp4') res.writeHead(200, { 'Content-Type': 'video/mp4' });
      else res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('says which answer, which do not, and which cannot seek', async () => {
    expect(await checkRemoteUrl(`${base}/ranges.mp4`)).toMatchObject({ status: 'not checked' });
    expect(await checkRemoteUrl(`${base}/noranges.mp4`)).toMatchObject({
      status: 'warning',
      messages: expect.arrayContaining([
        'the server does not answer byte ranges: seeking and Safari playback fail',
      ]),
    });
    expect(await checkRemoteUrl(`${base}/gone.mp4`)).toMatchObject({
      status: 'error',
      messages: [`${base}/gone.mp4 answers 404 Not Found`],
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect((await checkRemoteUrl(`http://127.0.0.1:${port}/x.mp4`)).messages[0]).toMatch(/does not answer/);
  });
});
