import { utils, write } from 'xlsx';
import { safeCell, type CellValue } from './spreadsheet-cell.js';

export interface SheetSpec {
  name: string;
  header: readonly string[];
  rows: Iterable<readonly CellValue[]>;
}

/** An .xlsx file (Buffer) with one sheet per spec; every cell goes through safeCell. */
export function buildWorkbook(sheets: readonly SheetSpec[]): Buffer {
  const wb = utils.book_new();
  for (const sheet of sheets) {
    const aoa: (string | number | boolean | null)[][] = [sheet.header.map((h) => safeCell(h))];
    for (const row of sheet.rows) aoa.push(row.map(safeCell));
    const ws = utils.aoa_to_sheet(aoa);
    ws['!cols'] = sheet.header.map((h) => ({ wch: Math.min(40, Math.max(10, h.length + 2)) }));
    utils.book_append_sheet(wb, ws, sheet.name);
  }
  return write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
