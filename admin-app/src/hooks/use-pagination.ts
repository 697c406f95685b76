import { useState } from 'react';

export interface PageSlice<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** Zero-based index of the first item shown, for running numbers. */
  offset: number;
  total: number;
}

/** Clamps the page into range so a shrinking list (filter, delete) never shows an empty page. */
export function paginate<T>(all: T[], page: number, pageSize: number): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const offset = (current - 1) * pageSize;
  return { items: all.slice(offset, offset + pageSize), page: current, pageCount, offset, total: all.length };
}

export function usePagination<T>(all: T[], pageSize: number) {
  const [page, setPage] = useState(1);
  return { ...paginate(all, page, pageSize), setPage };
}
