import { Table } from 'react-bootstrap';
import type { StoredRating } from '@vvq/contracts';
import { UrlCell } from '../../../components/url-cell';
import { formatLocalDateTime } from '@vvq/ui';

/** Comments are plain text (never HTML), cut with an ellipsis at 320 px; the full text is in the tooltip. */
const COMMENT_CELL_STYLE = {
  maxWidth: 320,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export function FeedbackTable({ ratings, showVideoId }: { ratings: StoredRating[]; showVideoId: boolean }) {
  return (
    <Table striped bordered hover responsive size="sm" aria-label="Feedback">
      <thead>
        <tr>
          <th>Rating ID</th>
          {showVideoId && <th>Video ID</th>}
          <th>User ID</th>
          <th>Trial ID</th>
          <th>Clarity</th>
          <th>Interaction</th>
          <th>Depth</th>
          <th>Overall</th>
          <th>Comments</th>
          <th>Rated At</th>
          <th>Content</th>
          <th>View</th>
          <th>Compression</th>
          <th>QP</th>
          <th>URL</th>
        </tr>
      </thead>
      <tbody>
        {ratings.map((rating) => (
          <tr key={rating.rating_id}>
            <td>{rating.rating_id}</td>
            {showVideoId && <td>{rating.video_id}</td>}
            <td>{rating.user_id}</td>
            <td>{rating.trial_id}</td>
            <td>{rating.clarity}</td>
            <td>{rating.interaction}</td>
            <td>{rating.depth}</td>
            <td>{rating.overall}</td>
            <td style={COMMENT_CELL_STYLE} title={rating.comments ?? ''} data-testid="comment-cell">
              {rating.comments ?? ''}
            </td>
            <td>{formatLocalDateTime(rating.rated_at)}</td>
            <td>{rating.content}</td>
            <td>{rating.view}</td>
            <td>{rating.compression_type}</td>
            <td>{rating.qp}</td>
            <td>
              <UrlCell url={rating.url} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
