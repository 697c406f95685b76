import { Table } from 'react-bootstrap';
import type { PresentationScreeningStatus, VideoStatsRow } from '@vvq/contracts';
import { TablePager } from '../../../components/table-pager';
import { TABLE_PAGE_SIZE } from '../../../config/constants';
import { usePagination } from '../../../hooks/use-pagination';
import type { StatColumns } from '../utils/results-view';
import { ScreeningStatusCell } from './screening-status-cell';
import { MleCells, MleHeaders } from './mle-cells';
import { StatsCells, StatsHeaders } from './stats-cells';

interface VideoStatsTableProps {
  rows: VideoStatsRow[];
  columns: StatColumns;
  /** Screening status by presentation id; with unit=video each video is a presentation. */
  statuses: Map<string, PresentationScreeningStatus>;
}

export function VideoStatsTable({ rows, columns, statuses }: VideoStatsTableProps) {
  const pager = usePagination(rows, TABLE_PAGE_SIZE);
  // Answers asked with model=mle carry `mle` on every row (null where a row has no estimate).
  const withMle = rows.some((row) => row.mle !== undefined);
  if (rows.length === 0) return <p className="text-muted">No rated videos for this dimension.</p>;
  return (
    <>
      {pager.pageCount > 1 && <TablePager pager={pager} />}
      <Table striped bordered hover responsive size="sm" aria-label="Video statistics">
        <thead>
          <tr>
            <th>Presentation</th>
            <th>Content</th>
            <th>View</th>
            <th>Compression</th>
            <th>QP</th>
            {columns.all && <StatsHeaders prefix="All" />}
            {columns.screened && <StatsHeaders prefix="Screened" />}
            {withMle && <MleHeaders />}
            {statuses.size > 0 && <th>Screening</th>}
          </tr>
        </thead>
        <tbody>
          {pager.items.map((row) => (
            <tr key={row.presentation}>
              <td>{row.presentation}</td>
              <td>{row.content ?? '—'}</td>
              <td>{row.view ?? '—'}</td>
              <td>{row.compression_type ?? '—'}</td>
              <td>{row.qp ?? '—'}</td>
              {columns.all && <StatsCells stats={row.all} />}
              {columns.screened && <StatsCells stats={row.screened} />}
              {withMle && <MleCells estimate={row.mle ?? null} />}
              {statuses.size > 0 && <ScreeningStatusCell status={statuses.get(row.presentation)} />}
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
