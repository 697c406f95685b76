import { Pagination } from 'react-bootstrap';
import type { PageSlice } from '../hooks/use-pagination';

interface TablePagerProps {
  /** What `usePagination` returns: the current slice and its page setter. */
  pager: PageSlice<unknown> & { setPage: (page: number) => void };
}

/** Client-side paging controls: first, previous, 'Page x of y', next, last, and which rows are shown. */
export function TablePager({ pager }: TablePagerProps) {
  const { page, pageCount, offset, total, setPage: onPage } = pager;
  const shown = pager.items.length;
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 my-2">
      <span className="text-muted small" data-testid="pager-range">
        {total === 0 ? 'No rows' : `Showing ${offset + 1}–${offset + shown} of ${total}`}
      </span>
      <Pagination size="sm" className="mb-0" aria-label="Pages">
        <Pagination.First disabled={page <= 1} onClick={() => onPage(1)} aria-label="First page" />
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page" />
        <Pagination.Item active>{`Page ${page} of ${pageCount}`}</Pagination.Item>
        <Pagination.Next
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
        />
        <Pagination.Last
          disabled={page >= pageCount}
          onClick={() => onPage(pageCount)}
          aria-label="Last page"
        />
      </Pagination>
    </div>
  );
}
