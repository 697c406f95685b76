import { pyFloat, pyString } from '../python-literal.js';
import { writeSurealDataset } from '../sureal-dataset.js';

describe('python literals', () => {
  it('escapes quotes, backslashes, control and non-ASCII characters so nothing can leave the string', () => {
    expect(pyString("it's")).toBe("'it\\'s'");
    expect(pyString('a\\b')).toBe("'a\\\\b'");
    expect(pyString("x'''\nimport os")).toBe("'x\\'\\'\\'\\nimport os'");
    expect(pyString('é€😀\u0000')).toBe("'\\xe9\\u20ac\\U0001f600\\x00'");
  });

  it('writes floats like sureal datasets and refuses NaN', () => {
    expect(pyFloat(4)).toBe('4.0');
    expect(pyFloat(-2)).toBe('-2.0');
    expect(pyFloat(3.25)).toBe('3.25');
    expect(() => pyFloat(Number.NaN)).toThrow(RangeError);
  });
});

describe('writeSurealDataset', () => {
  it('writes dataset_name, ref_videos per content and dis_videos with os = {observer: score}', () => {
    const text = writeSurealDataset({
      datasetName: 'vvq_overall_video',
      comment: ['VVQ export\nsecond line'],
      presentations: [
        { id: '1', content: 'soldier', path: 'media/soldier_r1.mp4' },
        { id: '2', content: 'longdress', path: 'media/longdress_r1.mp4' },
        { id: '3', content: 'longdress', path: 'longdress' },
        { id: '4', content: 'unrated', path: 'x' },
      ],
      scores: [
        { observer: 'Pb', presentation: '1', score: 4 },
        { observer: 'Pa', presentation: '1', score: 3 },
        { observer: 'Pa', presentation: '2', score: 5 },
        { observer: 'Pa', presentation: '3', score: 2 },
        { observer: 'Pa', presentation: '3', score: 1 },
      ],
    });
    expect(text).toBe(
      [
        '# VVQ export second line',
        "dataset_name = 'vvq_overall_video'",
        '',
        'ref_videos = [',
        // Contents sorted, ids 0..C−1 as sureal requires; 'unrated' has no scores and is left out.
        "    {'content_id': 0, 'content_name': 'longdress', 'path': 'longdress'},",
        "    {'content_id': 1, 'content_name': 'soldier', 'path': 'soldier'},",
        ']',
        '',
        'dis_videos = [',
        "    {'content_id': 1, 'asset_id': 0, 'path': 'media/soldier_r1.mp4', 'os': {'Pa': 3.0, 'Pb': 4.0}},",
        "    {'content_id': 0, 'asset_id': 1, 'path': 'media/longdress_r1.mp4', 'os': {'Pa': 5.0}},",
        // Same path as its reference would make sureal take it for the reference; repeated scores become a list.
        "    {'content_id': 0, 'asset_id': 2, 'path': 'longdress (distorted)', 'os': {'Pa': [2.0, 1.0]}},",
        ']',
        '',
      ].join('\n'),
    );
  });

  it('refuses scores of a presentation it does not know', () => {
    expect(() =>
      writeSurealDataset({
        datasetName: 'x',
        presentations: [],
        scores: [{ observer: 'a', presentation: '9', score: 1 }],
      }),
    ).toThrow('unknown presentation 9');
  });
});
