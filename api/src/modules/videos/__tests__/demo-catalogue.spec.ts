import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DISTORTION_CATEGORIES, DYNAMIC_BACKGROUND, MEDIA_PREFIX } from '@vvq/contracts';
import { API_ROOT } from '../../../config/paths.js';
import { readFileSync } from 'node:fs';
import { demoCatalogue, demoDistortionExamples } from '../../../database/seeds/demo-catalogue.js';
import { parseManifest } from '../import/manifest-parser.js';
import { DEMO_DISTORTION_EXAMPLES, DEMO_MANIFEST } from '../demo-seed.service.js';

const fileOf = (url: string) => join(API_ROOT, 'media', url.slice(`${MEDIA_PREFIX}/`.length));

describe('demo catalogue seed', () => {
  it('has 48 rows with unique labels, each backed by a committed media file', () => {
    const rows = demoCatalogue();
    expect(rows).toHaveLength(48);
    expect(new Set(rows.map((r) => r.label)).size).toBe(48);
    for (const row of rows) expect(existsSync(fileOf(row.url))).toBe(true);
  });

  it('has dynamic backgrounds and R1..R5 per category, locations naming category and level', () => {
    const rows = demoDistortionExamples();
    expect(rows.filter((r) => r.background_type === DYNAMIC_BACKGROUND)).toHaveLength(2);
    for (const category of DISTORTION_CATEGORIES) {
      const levels = rows
        .filter((r) => r.video_location.startsWith(`distortion/${category}/`))
        .map((r) => r.video_location);
      expect(levels).toEqual(
        [1, 2, 3, 4, 5].map((n) => `distortion/${category}/R${n}/${category}_R${n}.mp4`),
      );
    }
    for (const row of rows) {
      expect(row.video_url).toBe(`${MEDIA_PREFIX}/${row.video_location}`);
      expect(existsSync(fileOf(row.video_url))).toBe(true);
    }
  });

  it('is the committed manifest the seed imports, row for row (the product eats its own format)', () => {
    const manifest = parseManifest(readFileSync(DEMO_MANIFEST, 'utf8'), 'demo-manifest.csv');
    expect(
      manifest.stimuli.map((s) => ({
        content: s.content,
        view: s.view,
        compression_type: s.compression_type,
        qp: s.qp,
        label: s.label,
        url: `${MEDIA_PREFIX}/${s.file}`,
      })),
    ).toEqual(demoCatalogue());
    expect(manifest.stimuli.every((s) => s.kind === 'video' && !s.is_reference)).toBe(true);
    expect(manifest.stimuli.every((s) => Object.keys(s.attributes).length === 0)).toBe(true);
  });

  it('has its distortion examples in the manifest’s companion file, row for row as they were seeded before', () => {
    const manifest = parseManifest('label,file,content\n', 'demo-manifest.csv', {
      text: readFileSync(DEMO_DISTORTION_EXAMPLES, 'utf8'),
      name: 'demo-distortion-examples.csv',
    });
    // No section texts: the spec's four sections, worded by the participant's language catalogue.
    expect(manifest.sections).toEqual([]);
    expect(
      manifest.distortionExamples.map((e) => ({
        video_location: e.file,
        video_url: `${MEDIA_PREFIX}/${e.file}`,
        background_type:
          e.category === DYNAMIC_BACKGROUND && e.level === 'none' ? DYNAMIC_BACKGROUND : 'static',
      })),
    ).toEqual(demoDistortionExamples());
    expect(manifest.distortionExamples.every((e) => e.caption === '' || e.caption === null)).toBe(true);
  });
});
