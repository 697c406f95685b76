import { read, utils, write } from 'xlsx';
import type { AdminVideoRow } from '@vvq/contracts';
import {
  VIDEOS_SHEET_HEADER,
  VIDEOS_SHEET_NAME,
  buildVideosWorkbook,
  videoRowsToSheetData,
} from '../utils/videos-workbook';

function row(overrides: Partial<AdminVideoRow> = {}): AdminVideoRow {
  return {
    video_id: 11,
    content: 'longdress',
    view: 'front',
    compression_type: 'texture',
    qp: '30',
    ratings_count: 3,
    avg_clarity: 3.456,
    avg_interaction: 2,
    avg_depth: null,
    avg_overall: 4.1,
    video_url: '/media/videos/11.mp4',
    ...overrides,
  };
}

describe('videos workbook', () => {
  it('puts a header and one row per video, numbers as numbers, missing averages as 0', () => {
    const data = videoRowsToSheetData([
      row(),
      row({ video_id: 12, ratings_count: null as unknown as number, avg_clarity: null, video_url: null }),
    ]);
    expect(data[0]).toEqual([...VIDEOS_SHEET_HEADER]);
    expect(data[1].map((c) => (c && typeof c === 'object' ? c.v : c))).toEqual([
      1,
      11,
      'longdress',
      'front',
      'texture',
      '30',
      3,
      3.46,
      2,
      0,
      4.1,
      '/media/videos/11.mp4',
    ]);
    expect(data[2].slice(0, 2)).toEqual([2, 12]);
    expect(data[2][6]).toBe(0);
    expect(data[2][7]).toBe(0);
    expect(data[2][11]).toEqual({ t: 's', v: '' });
  });

  it('writes one sheet named Videos: formula-like text as plain text cells (no apostrophe), numbers as numbers', () => {
    const workbook = buildVideosWorkbook([
      row({
        content: '=cmd|" /C calc"!A0',
        view: '@evil',
        compression_type: '+x',
        qp: '-1',
        video_url: '\t=1',
      }),
      row({ video_id: 12 }),
    ]);
    const bytes = write(workbook, { type: 'buffer', bookType: 'xlsx' });
    const back = read(bytes, { type: 'buffer' });
    expect(back.SheetNames).toEqual([VIDEOS_SHEET_NAME]);
    const sheet = back.Sheets[VIDEOS_SHEET_NAME];
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([...VIDEOS_SHEET_HEADER]);
    expect(rows[1].slice(2, 6)).toEqual(['=cmd|" /C calc"!A0', '@evil', '+x', '-1']);
    expect(rows[1][11]).toBe('\t=1');
    for (const ref of ['C2', 'D2', 'E2', 'F2', 'L2']) expect(sheet[ref].t).toBe('s');
    // No cell became a formula, and the numeric columns are numeric cells.
    expect(
      Object.values(sheet).some((cell) => typeof cell === 'object' && cell !== null && 'f' in cell),
    ).toBe(false);
    expect(sheet.B2.t).toBe('n');
    expect(sheet.H2.t).toBe('n');
    expect(sheet.H2.v).toBe(3.46);
    expect(sheet.C2.t).toBe('s');
  });
});
