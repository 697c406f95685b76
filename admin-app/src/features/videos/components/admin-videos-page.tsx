import { useMemo, useState } from 'react';
import { Alert, Button, Container, Form } from 'react-bootstrap';
import { TablePager } from '../../../components/table-pager';
import { TABLE_PAGE_SIZE } from '../../../config/constants';
import { usePagination } from '../../../hooks/use-pagination';
import { useAdminVideos } from '../hooks/use-admin-videos';
import { filterVideos } from '../utils/filter-videos';
import { VideosTable } from './videos-table';

export function AdminVideosPage() {
  const { videos, loading, error } = useAdminVideos();
  const [query, setQuery] = useState('');
  const [exporting, setExporting] = useState(false);
  const filtered = useMemo(() => filterVideos(videos, query), [videos, query]);
  const pager = usePagination(filtered, TABLE_PAGE_SIZE);

  const exportTable = async () => {
    setExporting(true);
    try {
      const { exportVideos } = await import('../utils/export-videos');
      exportVideos(videos);
    } catch (e) {
      console.error('Export to Excel failed', e);
    } finally {
      setExporting(false);
    }
  };

  let body;
  if (loading) body = <p>Loading videos…</p>;
  else if (error) body = <Alert variant="danger">{error}</Alert>;
  else if (videos.length === 0) body = <p className="text-muted">No videos available</p>;
  else
    body = (
      <>
        <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
          <Form.Control
            type="search"
            placeholder="Filter by video ID, content, view, compression or QP"
            aria-label="Filter videos"
            style={{ maxWidth: 420 }}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              pager.setPage(1);
            }}
          />
          <Button variant="success" onClick={() => void exportTable()} disabled={exporting}>
            Export to Excel
          </Button>
        </div>
        <TablePager pager={pager} />
        <VideosTable rows={pager.items} offset={pager.offset} />
        <TablePager pager={pager} />
      </>
    );

  return (
    <Container fluid className="py-4">
      <h1 className="mb-4">Videos</h1>
      {body}
    </Container>
  );
}
