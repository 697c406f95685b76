import { Alert } from 'react-bootstrap';
import { PageSpinner } from '@vvq/ui';
import type { StoredRating } from '@vvq/contracts';
import { TablePager } from '../../../components/table-pager';
import { TABLE_PAGE_SIZE } from '../../../config/constants';
import { usePagination } from '../../../hooks/use-pagination';
import type { FeedbackLoadError } from '../hooks/use-feedback';
import { FeedbackTable } from './feedback-table';

interface FeedbackResultsProps {
  ratings: StoredRating[];
  loading: boolean;
  error: FeedbackLoadError | null;
  emptyText: string;
  showVideoId: boolean;
}

/** Loading, error (the 404 text in red) or the paged table, shared by the per-video and the all-feedback screens. */
export function FeedbackResults({ ratings, loading, error, emptyText, showVideoId }: FeedbackResultsProps) {
  const pager = usePagination(ratings, TABLE_PAGE_SIZE);
  if (loading) return <PageSpinner label="Loading feedback" />;
  if (error)
    return error.is404 ? (
      <p className="text-danger" style={{ color: 'red' }}>
        {error.text}
      </p>
    ) : (
      <Alert variant="danger">{error.text}</Alert>
    );
  if (ratings.length === 0) return <p className="text-muted">{emptyText}</p>;
  return (
    <>
      {pager.pageCount > 1 && <TablePager pager={pager} />}
      <FeedbackTable ratings={pager.items} showVideoId={showVideoId} />
    </>
  );
}
