import { useEffect, useState } from 'react';
import type { AdminListQuery } from '@vvq/contracts';
import type { PageSlice } from './use-pagination';

/** How long the filter box waits after the last keystroke before it asks the server. */
export const FILTER_DEBOUNCE_MS = 300;

export type ServerPager<T> = PageSlice<T> & { setPage: (page: number) => void };

/**
 * Page and filter of a list paged on the server. The filter text is sent once typing pauses (debounced) and starts
 * again from page 1; `pager` turns the server's page and total into what TablePager shows.
 */
export function useServerList(pageSize: number) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [q, setQ] = useState('');

  useEffect(() => {
    const text = filter.trim();
    if (text === q) return undefined;
    const timer = setTimeout(() => {
      setQ(text);
      setPage(1);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filter, q]);

  const query: AdminListQuery = { limit: pageSize, offset: (page - 1) * pageSize, ...(q ? { q } : {}) };

  function pager<T>(rows: T[], total: number): ServerPager<T> {
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    return { items: rows, page, pageCount, offset: (page - 1) * pageSize, total, setPage };
  }

  return { filter, setFilter, filtering: q !== '', query, page, setPage, pager };
}

/**
 * Moves back to the last page when the list shrank under the current one (a delete, or rows removed elsewhere), so
 * an empty page past the end is never left on screen.
 */
export function useClampPage(
  pager: { page: number; pageCount: number; setPage: (p: number) => void },
  known: boolean,
) {
  const { page, pageCount, setPage } = pager;
  useEffect(() => {
    if (known && page > pageCount) setPage(pageCount);
  }, [known, page, pageCount, setPage]);
}
