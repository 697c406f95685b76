import { Button, Card } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { PerVideoStat } from '@vvq/contracts';
import { DataTable } from '@vvq/ui';
import { TOP_RATED_ROWS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { videoColumns } from '../../../components/video-columns';
import { countOrZero } from '../../../utils/format';

/** The first 10 videos by number of ratings, most rated first; ties keep the server's order. */
export function topRatedVideos(perVideo: PerVideoStat[] | null | undefined): PerVideoStat[] {
  if (!Array.isArray(perVideo)) return [];
  return [...perVideo]
    .sort((a, b) => countOrZero(b.ratings_count) - countOrZero(a.ratings_count))
    .slice(0, TOP_RATED_ROWS);
}

export function TopRatedVideos({ perVideo }: { perVideo: PerVideoStat[] | null | undefined }) {
  const navigate = useNavigate();
  const rows = topRatedVideos(perVideo);
  return (
    <Card className="mb-4">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-center mb-3">
          <Card.Title className="mb-0">Top Rated Videos</Card.Title>
          <Button variant="outline-primary" onClick={() => navigate(paths.videos)}>
            Go to Videos
          </Button>
        </div>
        <DataTable
          label="Top Rated Videos"
          columns={[
            ...videoColumns<PerVideoStat>(0, 'Ratings Count'),
            {
              key: 'action',
              header: 'Action',
              cell: (video) => (
                <Button
                  size="sm"
                  variant="primary"
                  onClick={() => navigate(paths.videoFeedback(video.video_id))}
                >
                  View feedback
                </Button>
              ),
            },
          ]}
          rows={rows}
          rowKey={(video) => video.video_id}
          empty={<p className="text-muted mb-0">No videos found.</p>}
        />
      </Card.Body>
    </Card>
  );
}
