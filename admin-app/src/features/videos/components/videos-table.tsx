import { Table } from 'react-bootstrap';
import type { AdminVideoRow } from '@vvq/contracts';
import { UrlCell } from '../../../components/url-cell';
import { countOrZero, formatAverage } from '../../../utils/format';
import { ViewFeedbackButton } from './view-feedback-button';

/** One page of the videos table; `offset` keeps the running number counting across pages. */
export function VideosTable({ rows, offset }: { rows: AdminVideoRow[]; offset: number }) {
  return (
    <Table striped bordered hover responsive size="sm" aria-label="Videos">
      <thead>
        <tr>
          <th>#</th>
          <th>Video ID</th>
          <th>Content</th>
          <th>View</th>
          <th>Compression</th>
          <th>QP</th>
          <th>Ratings</th>
          <th>Avg Clarity</th>
          <th>Avg Interaction</th>
          <th>Avg Depth</th>
          <th>Avg Overall</th>
          <th>URL</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((video, index) => (
          <tr key={video.video_id}>
            <td>{offset + index + 1}</td>
            <td>{video.video_id}</td>
            <td>{video.content}</td>
            <td>{video.view}</td>
            <td>{video.compression_type}</td>
            <td>{video.qp}</td>
            <td>{countOrZero(video.ratings_count)}</td>
            <td>{formatAverage(video.avg_clarity)}</td>
            <td>{formatAverage(video.avg_interaction)}</td>
            <td>{formatAverage(video.avg_depth)}</td>
            <td>{formatAverage(video.avg_overall)}</td>
            <td>
              <UrlCell url={video.video_url} />
            </td>
            <td>
              <ViewFeedbackButton videoId={video.video_id} ratingsCount={video.ratings_count} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
