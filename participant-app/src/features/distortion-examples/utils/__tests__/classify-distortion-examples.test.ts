import type { DistortionExample } from '@vvq/contracts';
import { classifyDistortionExamples, parseLevel, sectionOf } from '../classify-distortion-examples';

let nextId = 1;
const example = (video_location: string, background_type = 'static'): DistortionExample => ({
  video_id: nextId++,
  video_location,
  video_url: `/media/${video_location}`,
  background_type,
});

describe('sectionOf', () => {
  it('puts dynamic_video backgrounds in the dynamic section whatever the path says', () => {
    expect(sectionOf(example('R2/texture_compression/a.mp4', 'dynamic_video'))).toBe('dynamic');
  });

  it('checks geometry_and_texture_compression before its texture_compression substring', () => {
    expect(sectionOf(example('dist/R1/geometry_and_texture_compression/a.mp4'))).toBe(
      'geometry_and_texture_compression',
    );
    expect(sectionOf(example('dist/R1/texture_compression/a.mp4'))).toBe('texture_compression');
    expect(sectionOf(example('dist/R1/geometry_compression/a.mp4'))).toBe('geometry_compression');
  });

  it('drops videos that match no rule', () => {
    expect(sectionOf(example('dist/R1/other/a.mp4'))).toBeNull();
  });
});

describe('parseLevel', () => {
  it.each([
    ['distortion/R3/texture_compression/x.mp4', 3],
    ['R5/geometry_compression/x.mp4', 5],
    ['texture_compression/clip_R2.mp4', 2],
    ['texture_compression/x.mp4', null],
    ['texture_compression/RR/x.mp4', null],
  ])('%s → %p', (path, level) => {
    expect(parseLevel(path)).toBe(level);
  });
});

describe('classifyDistortionExamples', () => {
  it('groups by section, sorts compression levels ascending with Unknown last, keeps dynamic order', () => {
    const input = [
      example('d/R4/texture_compression/a.mp4'),
      example('d/bg2.mp4', 'dynamic_video'),
      example('d/texture_compression/nolevel.mp4'),
      example('d/R1/texture_compression/b.mp4'),
      example('d/R3/geometry_and_texture_compression/c.mp4'),
      example('d/R2/geometry_and_texture_compression/d.mp4'),
      example('d/R5/geometry_compression/e.mp4'),
      example('d/bg1.mp4', 'dynamic_video'),
      example('d/R1/unrelated/f.mp4'),
    ];
    const result = classifyDistortionExamples(input);

    expect(result.texture_compression.map((v) => v.level)).toEqual(['R1', 'R4', 'Unknown']);
    expect(result.geometry_and_texture_compression.map((v) => v.level)).toEqual(['R2', 'R3']);
    expect(result.geometry_compression.map((v) => v.level)).toEqual(['R5']);
    expect(result.dynamic.map((v) => v.video_location)).toEqual(['d/bg2.mp4', 'd/bg1.mp4']);
    const shown = Object.values(result).flat().length;
    expect(shown).toBe(input.length - 1);
  });
});
