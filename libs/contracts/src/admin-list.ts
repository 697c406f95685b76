/**
 * Optional server-side paging, filtering and sorting of the big admin lists (users, user events, videos,
 * questionnaires, all feedback). Without any of these parameters a list answers exactly as the spec's call (every row, same order); with
 * any of them it answers the page in the same array shape and the total of matching rows in LIST_TOTAL_HEADER.
 */
export const LIST_TOTAL_HEADER = 'X-Total-Count';
/** Largest page a caller may ask for. */
export const LIST_PAGE_MAX = 10_000;
/** Far beyond any study, and inside what both databases accept as an OFFSET. */
export const LIST_OFFSET_MAX = 1_000_000_000;
/** Longest filter text, in characters. */
export const LIST_FILTER_MAX_LENGTH = 100;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Columns each list may be sorted by (whitelists: the server never puts request text into ORDER BY). */
export const ADMIN_USER_SORTS = ['id', 'email'] as const;
export const ADMIN_VIDEO_SORTS = [
  'video_id',
  'content',
  'view',
  'compression_type',
  'qp',
  'ratings_count',
] as const;
export const ADMIN_QUESTIONNAIRE_SORTS = ['submitted_at', 'user_id'] as const;
export const ADMIN_FEEDBACK_SORTS = ['rated_at', 'rating_id', 'video_id', 'user_id'] as const;
/** The user events (logins and logouts) are listed in time order only; `order` picks oldest or newest first. */
export const ADMIN_USER_EVENT_SORTS = ['event_time'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export type AdminVideoSort = (typeof ADMIN_VIDEO_SORTS)[number];
export type AdminQuestionnaireSort = (typeof ADMIN_QUESTIONNAIRE_SORTS)[number];
export type AdminFeedbackSort = (typeof ADMIN_FEEDBACK_SORTS)[number];
export type AdminUserEventSort = (typeof ADMIN_USER_EVENT_SORTS)[number];

export interface AdminListQuery<S extends string = string> {
  /** Page size, 1..LIST_PAGE_MAX; without it every row from `offset` on. */
  limit?: number;
  /** Rows skipped, 0..LIST_OFFSET_MAX. */
  offset?: number;
  /** Filter text over the columns the screen shows (see each route); blank matches everything. */
  q?: string;
  /** One of the list's sort columns; without it the spec's order. */
  sort?: S;
  /** Default: each list's natural direction for its sort column ('asc', dates 'desc'). */
  order?: SortOrder;
}

/** One page of a list as a screen reads it: the rows and the total of matching rows. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** True when the caller asked for paging, filtering or sorting (then the total header is sent). */
export function isListQuery(query: AdminListQuery | undefined): boolean {
  if (!query) return false;
  return (['limit', 'offset', 'q', 'sort', 'order'] as const).some((key) => query[key] !== undefined);
}

/** The query string ('?limit=…&…', or '' when empty) for a list call; blank filter text is left out. */
export function adminListSearch(query: AdminListQuery): string {
  const params = new URLSearchParams();
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset !== undefined) params.set('offset', String(query.offset));
  if (query.q !== undefined && query.q.trim() !== '') params.set('q', query.q.trim());
  if (query.sort !== undefined) params.set('sort', query.sort);
  if (query.order !== undefined) params.set('order', query.order);
  const text = params.toString();
  return text ? `?${text}` : '';
}
