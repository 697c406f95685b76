import { useState } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { ListFilter } from '../../../components/list-filter';
import { TablePager } from '../../../components/table-pager';
import { TABLE_PAGE_SIZE } from '../../../config/constants';
import { useClampPage, useServerList } from '../../../hooks/use-server-list';
import { useAdminVideos } from '../hooks/use-admin-videos';
import { PlaybackFailuresCard } from './playback-failures-card';
import { useVideoReferences } from '../hooks/use-video-references';
import { VideosTable } from './videos-table';

export function AdminVideosPage() {
  // Paged and filtered on the server: a catalogue has thousands of videos.
  const list = useServerList(TABLE_PAGE_SIZE);
  const { videos, total, loading, error, allVideos } = useAdminVideos(list.query);
  const [exporting, setExporting] = useState(false);
  const references = useVideoReferences();
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const changeReference = async (videoId: number, isReference: boolean) => {
    setReferenceError(null);
    try {
      await references.toggle(videoId, isReference);
    } catch (e) {
      setReferenceError(e instanceof Error && e.message ? e.message : 'The reference could not be changed');
    }
  };
  const pager = list.pager(videos, total);
  useClampPage(pager, !loading);

  const exportTable = async () => {
    setExporting(true);
    try {
      // The workbook holds every video, whatever page or filter is on screen: the whole table, read unpaged.
      const [{ exportVideos }, rows] = await Promise.all([import('../utils/export-videos'), allVideos()]);
      exportVideos(rows);
    } catch (e) {
      console.error('Export to Excel failed', e);
    } finally {
      setExporting(false);
    }
  };

  let body;
  if (loading) body = <p>Loading videos…</p>;
  else if (error) body = <Alert variant="danger">{error}</Alert>;
  else if (total === 0 && !list.filtering) body = <p className="text-muted">No videos available</p>;
  else
    body = (
      <>
        <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
          <ListFilter
            list={list}
            label="Filter videos"
            placeholder="Filter by video ID, content, view, compression or QP"
            maxWidth={420}
          />
          <Button variant="success" onClick={() => void exportTable()} disabled={exporting}>
            Export to Excel
          </Button>
        </div>
        {referenceError && (
          <Alert variant="danger" role="alert">
            {referenceError}
          </Alert>
        )}
        <TablePager pager={pager} />
        <VideosTable
          rows={pager.items}
          offset={pager.offset}
          references={
            references.ids
              ? {
                  ids: references.ids,
                  pending: references.pending,
                  onChange: (id, on) => void changeReference(id, on),
                }
              : null
          }
        />
        <TablePager pager={pager} />
      </>
    );

  return (
    <Container fluid className="py-4">
      <h1 className="mb-4">Videos</h1>
      <PlaybackFailuresCard />
      {body}
    </Container>
  );
}
