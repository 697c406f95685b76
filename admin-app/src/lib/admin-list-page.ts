import { adminListSearch, LIST_TOTAL_HEADER, type AdminListQuery, type ListPage } from '@vvq/contracts';
import { adminResponse } from './admin-request';

/**
 * One page of a server-paged admin list: the rows (read from the answer by `toRows`, which also decides what a
 * malformed answer means) and the server's total from X-Total-Count. Without the header (an older server that
 * ignores the paging parameters) the rows received are all there is.
 */
export async function fetchListPage<T>(
  apiBase: string,
  path: string,
  query: AdminListQuery,
  toRows: (data: unknown) => T[],
): Promise<ListPage<T>> {
  const { data, headers } = await adminResponse<unknown>(apiBase, `${path}${adminListSearch(query)}`);
  const rows = toRows(data);
  const header = Number(headers?.get(LIST_TOTAL_HEADER) ?? NaN);
  if (Number.isInteger(header) && header >= 0) return { rows, total: header };
  // An unpaged answer: the whole list, so this page is cut from it here.
  const offset = query.offset ?? 0;
  const page = query.limit === undefined ? rows.slice(offset) : rows.slice(offset, offset + query.limit);
  return { rows: page, total: rows.length };
}
