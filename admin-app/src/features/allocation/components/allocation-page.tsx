import { useState } from 'react';
import { Alert, Button, Card, Col, Container, Row } from 'react-bootstrap';
import type { AllocationOverviewResponse, AllocationVideoRow } from '@vvq/contracts';
import { DataTable, formatLocalDateTime, PageSpinner, type DataColumn } from '@vvq/ui';
import { downloadAllocationCsv } from '../api/get-allocation';
import { useAllocation } from '../hooks/use-allocation';

const width = (w: number | null) => (w === null ? '—' : `± ${w.toFixed(2)}`);

function columns(target: number): DataColumn<AllocationVideoRow>[] {
  return [
    { key: 'label', header: 'Video', cell: (v) => v.label },
    { key: 'ratings', header: 'Ratings', cell: (v) => String(v.ratings) },
    { key: 'reserved', header: 'Reserved', cell: (v) => String(v.reserved) },
    {
      key: 'interval',
      header: '95 % interval vs target',
      cell: (v) => `${width(v.half_width)} / ± ${target.toFixed(2)}`,
    },
    { key: 'needed', header: 'Ratings needed', cell: (v) => String(v.needed) },
    {
      key: 'state',
      header: 'Stopped',
      cell: (v) => (v.stopped_at ? formatLocalDateTime(v.stopped_at) : 'No'),
    },
  ];
}

function Summary({ view }: { view: AllocationOverviewResponse }) {
  const percent = Math.round(100 * view.share_done);
  return (
    <Row xs={1} md={3} className="g-3 mb-4">
      <Col>
        <Card className="h-100">
          <Card.Body>
            <Card.Title as="h2" className="h6">
              Catalogue done
            </Card.Title>
            <p className="mb-2">{`${view.videos_stopped} of ${view.videos_total} videos stopped (${percent} %)`}</p>
            <progress className="w-100" value={percent} max={100} aria-label="Share of the catalogue done" />
          </Card.Body>
        </Card>
      </Col>
      <Col>
        <Card className="h-100">
          <Card.Body>
            <Card.Title as="h2" className="h6">
              Forecast
            </Card.Title>
            <p className="mb-0">{`${view.ratings_still_needed} ratings still needed (${view.ratings_collected} collected)`}</p>
          </Card.Body>
        </Card>
      </Col>
      <Col>
        <Card className="h-100">
          <Card.Body>
            <Card.Title as="h2" className="h6">
              Rule
            </Card.Title>
            <p className="mb-0 small">
              {`${view.allocation}: target ± ${view.target_half_width.toFixed(2)} on ${view.dimensions.join(', ')}; ` +
                `${view.min_ratings} to ${view.max_ratings} ratings per video`}
            </p>
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}

/**
 * Adaptive allocation (docs/experimenter/study-settings.md#allocation): every video's interval against the target,
 * whether and when it stopped, the share of the catalogue done and the ratings still needed; the CSV export says
 * the same per video.
 */
export function AllocationPage() {
  const { apiBase, view, loading, loadError } = useAllocation();
  const [downloadError, setDownloadError] = useState('');
  if (loading) return <PageSpinner />;
  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-3">Allocation</h1>
      {loadError && <Alert variant="danger">{loadError}</Alert>}
      {view && (
        <>
          {view.complete && (
            <Alert variant="success">
              Complete: every video has met the target. Participants are told so.
            </Alert>
          )}
          {view.allocation === 'balanced' && (
            <Alert variant="info">
              Allocation is balanced: nothing stops. The intervals show what adaptive allocation would do.
            </Alert>
          )}
          <Summary view={view} />
          <Button
            variant="outline-primary"
            className="mb-3"
            onClick={() =>
              downloadAllocationCsv(apiBase).then(
                () => setDownloadError(''),
                () => setDownloadError('The export failed.'),
              )
            }
          >
            Export CSV
          </Button>
          {downloadError && <Alert variant="danger">{downloadError}</Alert>}
          <DataTable
            label="Videos against the target"
            columns={columns(view.target_half_width)}
            rows={view.videos}
            rowKey={(v) => v.video_id}
            empty={<p className="text-muted">The catalogue has no scored videos.</p>}
            hover={false}
          />
        </>
      )}
    </Container>
  );
}
