import { writeFile } from 'xlsx';
import type { AdminVideoRow } from '@vvq/contracts';
import { VIDEOS_FILE_NAME, buildVideosWorkbook } from './videos-workbook';

/** Makes the browser download videos.xlsx. Loaded on demand so the xlsx writer is not part of the first load. */
export function exportVideos(rows: AdminVideoRow[]): void {
  writeFile(buildVideosWorkbook(rows), VIDEOS_FILE_NAME, { bookType: 'xlsx', compression: true });
}
