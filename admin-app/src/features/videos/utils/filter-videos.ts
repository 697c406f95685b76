import type { AdminVideoRow } from '@vvq/contracts';

/** Case-insensitive match of the filter text against id, content, view, compression and QP. */
export function filterVideos(rows: AdminVideoRow[], query: string): AdminVideoRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) =>
    [row.video_id, row.content, row.view, row.compression_type, row.qp].some((value) =>
      String(value ?? '')
        .toLowerCase()
        .includes(needle),
    ),
  );
}
