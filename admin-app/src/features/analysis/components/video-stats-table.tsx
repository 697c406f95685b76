import { Table } from 'react-bootstrap';
import type { VideoStatsRow } from '@vvq/contracts';
import { TablePager } from '../../../components/table-pager';
import { TABLE_PAGE_SIZE } from '../../../config/constants';
import { usePagination } from '../../../hooks/use-pagination';
import { StatsCells, StatsHeaders } from './stats-cells';

export function VideoStatsTable({ rows, screened }: { rows: VideoStatsRow[]; screened: boolean }) {
  const pager = usePagination(rows, TABLE_PAGE_SIZE);
  if (rows.length === 0) return <p className="text-muted">No rated videos for this dimension.</p>;
  return (
    <>
      {pager.pageCount > 1 && (
        <TablePager
          page={pager.page}
          pageCount={pager.pageCount}
          offset={pager.offset}
          shown={pager.items.length}
          total={pager.total}
          onPage={pager.setPage}
        />
      )}
      <Table striped bordered hover responsive size="sm" aria-label="Video statistics">
        <thead>
          <tr>
            <th>Presentation</th>
            <th>Content</th>
            <th>View</th>
            <th>Compression</th>
            <th>QP</th>
            <StatsHeaders prefix="All" />
            {screened && <StatsHeaders prefix="Screened" />}
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
              <StatsCells stats={row.all} />
              {screened && <StatsCells stats={row.screened} />}
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
