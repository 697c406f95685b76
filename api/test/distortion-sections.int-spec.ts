import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ApiRoutes, type DistortionExample, type DistortionSectionText } from '@vvq/contracts';
import { API_ROOT } from '../src/config/paths.js';
import { StimuliImportService } from '../src/modules/videos/import/stimuli-import.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

const api = (path: string) => `/api${path}`;
const CLIP = 'catalogue/longdress_front_texture_compression_qp25.mp4';
const R1 = 'distortion/texture_compression/R1/texture_compression_R1.mp4';
const R5 = 'distortion/texture_compression/R5/texture_compression_R5.mp4';
const BACKGROUND = 'distortion/dynamic_video/background_1.mp4';

/*
 * The distortion-examples page of a lab's own study is built from its manifest's sections (docs/experimenter/
 * stimuli.md): the public API answers the sections' texts in the manifest's order, and each example its section,
 * level and caption. Without a manifest's sections (the demo) the answers stay as before: no sections, and examples
 * without those fields, so the page keeps the spec's four sections.
 */
describe.each(DIALECTS)('distortion sections of a manifest (%s)', (dialect) => {
  let t: TestApp;
  let media: string;

  beforeAll(async () => {
    media = mkdtempSync(join(tmpdir(), 'vvq-sections-'));
    for (const file of [CLIP, R1, R5, BACKGROUND]) cpSync(join(API_ROOT, 'media', file), join(media, file));
    t = await startTestApp(dialect, { MEDIA_DIR: media });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(media, { recursive: true, force: true });
  });

  it('answers no sections before a manifest brings some', async () => {
    const res = await request(t.server).get(api(ApiRoutes.distortionSections)).expect(200);
    expect(res.body).toEqual([]);
  });

  it("answers the manifest's sections in its order, details one by one, and each example's caption", async () => {
    const distortion = [
      'category,level,caption,file,title,introduction,example,details',
      `noise,none,,${BACKGROUND},Moving background,"The scene moves.","Like a street seen from a bus.",`,
      `texture_compression,R1,Barely visible,${R1},Texture compression,"The surface loses detail.","Like a low-quality JPEG.","From R1 (barely visible) | to R5 (blocky colour patches)"`,
      `texture_compression,R5,,${R5},,,,`,
    ].join('\n');
    const report = await t.app.get(StimuliImportService).run({
      manifest: { text: `label,file,content\nclip,${CLIP},longdress\n`, name: 'study.csv' },
      distortion: { text: distortion, name: 'examples.csv' },
      mediaDir: media,
      apply: true,
    });
    expect(report.applied).toBe(true);

    const sections = (await request(t.server).get(api(ApiRoutes.distortionSections)).expect(200))
      .body as DistortionSectionText[];
    expect(sections).toEqual([
      {
        category: 'noise',
        title: 'Moving background',
        introduction: 'The scene moves.',
        example: 'Like a street seen from a bus.',
        details: [],
      },
      {
        category: 'texture_compression',
        title: 'Texture compression',
        introduction: 'The surface loses detail.',
        example: 'Like a low-quality JPEG.',
        details: ['From R1 (barely visible)', 'to R5 (blocky colour patches)'],
      },
    ]);
    const examples = (await request(t.server).get(api(ApiRoutes.distortionExamples)).expect(200))
      .body as DistortionExample[];
    expect(examples.map((e) => [e.category, e.level, e.caption, e.video_url])).toEqual([
      ['noise', 'none', null, `/media/${BACKGROUND}`],
      ['texture_compression', 'R1', 'Barely visible', `/media/${R1}`],
      ['texture_compression', 'R5', null, `/media/${R5}`],
    ]);
  });
});
