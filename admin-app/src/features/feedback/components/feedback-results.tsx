import { Alert } from 'react-bootstrap';
import { PageSpinner } from '@vvq/ui';
import type { StoredRating } from '@vvq/contracts';
import { TablePager } from '../../../components/table-pager';
import type { ServerPager } from '../../../hooks/use-server-list';
import type { FeedbackLoadError } from '../hooks/use-feedback';
import { FeedbackTable } from './feedback-table';

interface FeedbackResultsProps {
  /** The page to show, its position and the total (paged in the browser or on the server). */
  pager: ServerPager<StoredRating>;
  loading: boolean;
  error: FeedbackLoadError | null;
  emptyText: string;
  showVideoId: boolean;
}

/** Loading, error (the 404 text in red) or the paged table, shared by the per-video and the all-feedback screens. */
export function FeedbackResults({ pager, loading, error, emptyText, showVideoId }: FeedbackResultsProps) {
  if (loading) return <PageSpinner label="Loading feedback" />;
  if (error)
    return error.is404 ? (
      <p className="text-danger" style={{ color: 'red' }}>
        {error.text}
      </p>
    ) : (
      <Alert variant="danger">{error.text}</Alert>
    );
  if (pager.total === 0) return <p className="text-muted">{emptyText}</p>;
  return (
    <>
      {pager.pageCount > 1 && <TablePager pager={pager} />}
      <FeedbackTable ratings={pager.items} showVideoId={showVideoId} />
    </>
  );
}
