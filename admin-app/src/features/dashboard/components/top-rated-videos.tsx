import { Button, Card, Table } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { PerVideoStat } from '@vvq/contracts';
import { TOP_RATED_ROWS } from '../../../config/constants';
import { paths } from '../../../config/paths';
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
        {rows.length === 0 ? (
          <p className="text-muted mb-0">No videos found.</p>
        ) : (
          <Table striped bordered hover responsive size="sm" aria-label="Top Rated Videos">
            <thead>
              <tr>
                <th>#</th>
                <th>Video ID</th>
                <th>Content</th>
                <th>View</th>
                <th>Compression</th>
                <th>QP</th>
                <th>Ratings Count</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((video, index) => (
                <tr key={video.video_id}>
                  <td>{index + 1}</td>
                  <td>{video.video_id}</td>
                  <td>{video.content}</td>
                  <td>{video.view}</td>
                  <td>{video.compression_type}</td>
                  <td>{video.qp}</td>
                  <td>{countOrZero(video.ratings_count)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="primary"
                      onClick={() => navigate(paths.videoFeedback(video.video_id))}
                    >
                      View feedback
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
