import { Container } from 'react-bootstrap';
import { TABLE_PAGE_SIZE } from '../../../config/constants';
import { useClampPage, useServerList } from '../../../hooks/use-server-list';
import { useAllFeedback } from '../hooks/use-feedback';
import { FeedbackResults } from './feedback-results';
import { ListFilter } from '../../../components/list-filter';

/** Every rating, paged and filtered on the server (a study has tens of thousands). */
export function AllFeedbackPage() {
  const list = useServerList(TABLE_PAGE_SIZE);
  const { ratings, total, loading, error } = useAllFeedback(list.query);
  const pager = list.pager(ratings, total);
  useClampPage(pager, !loading);
  return (
    <Container fluid className="py-4">
      <h2 className="h4 mb-4 text-muted">All video feedback</h2>
      <ListFilter
        list={list}
        label="Filter feedback"
        placeholder="Filter by comment, or rating, video, user or trial ID"
        maxWidth={420}
        className="mb-2"
      />
      <FeedbackResults
        pager={pager}
        loading={loading}
        error={error}
        emptyText={list.filtering ? 'No feedback matches the filter.' : 'No feedback yet.'}
        showVideoId
      />
    </Container>
  );
}
