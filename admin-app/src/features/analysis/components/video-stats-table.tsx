import type { PresentationScreeningStatus, VideoStatsRow } from '@vvq/contracts';
import { DataTable, type DataColumn } from '@vvq/ui';
import { TablePager } from '../../../components/table-pager';
import { TABLE_PAGE_SIZE } from '../../../config/constants';
import { usePagination } from '../../../hooks/use-pagination';
import type { StatColumns } from '../utils/results-view';
import { statsTailColumns } from './stat-columns';

interface VideoStatsTableProps {
  rows: VideoStatsRow[];
  columns: StatColumns;
  /** Screening status by presentation id; with unit=video each video is a presentation. */
  statuses: Map<string, PresentationScreeningStatus>;
}

const VIDEO_COLUMNS: DataColumn<VideoStatsRow>[] = [
  { key: 'presentation', header: 'Presentation', cell: (row) => row.presentation },
  { key: 'content', header: 'Content', cell: (row) => row.content ?? '—' },
  { key: 'view', header: 'View', cell: (row) => row.view ?? '—' },
  { key: 'compression', header: 'Compression', cell: (row) => row.compression_type ?? '—' },
  { key: 'qp', header: 'QP', cell: (row) => row.qp ?? '—' },
];

export function VideoStatsTable({ rows, columns, statuses }: VideoStatsTableProps) {
  const pager = usePagination(rows, TABLE_PAGE_SIZE);
  return (
    <DataTable
      label="Video statistics"
      // The MLE columns show when the whole answer carries the model, not only this page.
      columns={[...VIDEO_COLUMNS, ...statsTailColumns(rows, columns, statuses, (row) => row.presentation)]}
      rows={pager.items}
      rowKey={(row) => row.presentation}
      empty={<p className="text-muted">No rated videos for this dimension.</p>}
      pager={pager.pageCount > 1 && <TablePager pager={pager} />}
    />
  );
}
