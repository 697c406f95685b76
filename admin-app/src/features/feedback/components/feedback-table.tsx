import type { StoredRating } from '@vvq/contracts';
import { DataTable, formatLocalDateTime, type DataColumns } from '@vvq/ui';
import { UrlCell } from '../../../components/url-cell';

/** Comments are plain text (never HTML), cut with an ellipsis at 320 px; the full text is in the tooltip. */
const COMMENT_CELL_STYLE = {
  maxWidth: 320,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

function feedbackColumns(showVideoId: boolean): DataColumns<StoredRating> {
  return [
    { key: 'rating', header: 'Rating ID', cell: (r) => r.rating_id },
    showVideoId && { key: 'video', header: 'Video ID', cell: (r) => r.video_id },
    { key: 'user', header: 'User ID', cell: (r) => r.user_id },
    { key: 'trial', header: 'Trial ID', cell: (r) => r.trial_id },
    { key: 'clarity', header: 'Clarity', cell: (r) => r.clarity },
    { key: 'interaction', header: 'Interaction', cell: (r) => r.interaction },
    { key: 'depth', header: 'Depth', cell: (r) => r.depth },
    { key: 'overall', header: 'Overall', cell: (r) => r.overall },
    {
      key: 'comments',
      header: 'Comments',
      cell: (r) => r.comments ?? '',
      cellProps: (r) => ({
        style: COMMENT_CELL_STYLE,
        title: r.comments ?? '',
        'data-testid': 'comment-cell',
      }),
    },
    { key: 'rated', header: 'Rated At', cell: (r) => formatLocalDateTime(r.rated_at) },
    { key: 'content', header: 'Content', cell: (r) => r.content },
    { key: 'view', header: 'View', cell: (r) => r.view },
    { key: 'compression', header: 'Compression', cell: (r) => r.compression_type },
    { key: 'qp', header: 'QP', cell: (r) => r.qp },
    { key: 'url', header: 'URL', cell: (r) => <UrlCell url={r.url} /> },
  ];
}

export function FeedbackTable({ ratings, showVideoId }: { ratings: StoredRating[]; showVideoId: boolean }) {
  return (
    <DataTable
      label="Feedback"
      columns={feedbackColumns(showVideoId)}
      rows={ratings}
      rowKey={(r) => r.rating_id}
    />
  );
}
