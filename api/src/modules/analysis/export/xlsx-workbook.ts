import { utils, write } from 'xlsx';
import { spreadsheetCell, type CellValue } from '@vvq/contracts';

export interface SheetSpec {
  name: string;
  header: readonly string[];
  rows: Iterable<readonly CellValue[]>;
}

/**
 * An .xlsx file (Buffer) with one sheet per spec. Every cell goes through the shared spreadsheetCell: numbers are
 * number cells, text is a text cell (never a formula, so formula-like text needs no visible apostrophe).
 */
export function buildWorkbook(sheets: readonly SheetSpec[]): Buffer {
  const wb = utils.book_new();
  for (const sheet of sheets) {
    const aoa: ReturnType<typeof spreadsheetCell>[][] = [sheet.header.map((h) => spreadsheetCell(h))];
    for (const row of sheet.rows) aoa.push(row.map(spreadsheetCell));
    const ws = utils.aoa_to_sheet(aoa);
    ws['!cols'] = sheet.header.map((h) => ({ wch: Math.min(40, Math.max(10, h.length + 2)) }));
    utils.book_append_sheet(wb, ws, sheet.name);
  }
  return write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
