import { utils, type WorkBook } from 'xlsx';
import { spreadsheetCell, type AdminVideoRow, type SpreadsheetCell } from '@vvq/contracts';

export const VIDEOS_FILE_NAME = 'videos.xlsx';
export const VIDEOS_SHEET_NAME = 'Videos';

export const VIDEOS_SHEET_HEADER = [
  '#',
  'Video ID',
  'Content',
  'View',
  'Compression',
  'QP',
  'Ratings',
  'Avg Clarity',
  'Avg Interaction',
  'Avg Depth',
  'Avg Overall',
  'URL',
] as const;

type Cell = string | number | SpreadsheetCell | null;

/** A missing or unparseable number becomes 0 (spec section 3); averages keep two decimals but stay numbers. */
function numberOrZero(value: unknown, decimals?: number): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isFinite(n)) return 0;
  return decimals === undefined ? n : Number(n.toFixed(decimals));
}

/**
 * A text column's cell through the shared rule (@vvq/contracts spreadsheetCell): a text cell (type s) holding the
 * text as it is, so '=cmd' or '-1' is shown as written and never run, without a visible apostrophe.
 */
function text(value: unknown): Cell {
  if (typeof value === 'number') return value;
  return spreadsheetCell(value === null || value === undefined ? '' : String(value));
}

/** The table as rows of cells, header first; numbers are number cells, every text cell is a plain text cell. */
export function videoRowsToSheetData(rows: AdminVideoRow[]): Cell[][] {
  const body = rows.map((row, index): Cell[] => [
    index + 1,
    numberOrZero(row.video_id),
    text(row.content),
    text(row.view),
    text(row.compression_type),
    text(row.qp),
    numberOrZero(row.ratings_count),
    numberOrZero(row.avg_clarity, 2),
    numberOrZero(row.avg_interaction, 2),
    numberOrZero(row.avg_depth, 2),
    numberOrZero(row.avg_overall, 2),
    text(row.video_url),
  ]);
  return [[...VIDEOS_SHEET_HEADER], ...body];
}

/** One workbook with the one sheet 'Videos' (spec section 5). */
export function buildVideosWorkbook(rows: AdminVideoRow[]): WorkBook {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(videoRowsToSheetData(rows)), VIDEOS_SHEET_NAME);
  return workbook;
}
