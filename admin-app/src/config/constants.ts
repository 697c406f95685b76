/** Timings and sizes of spec section 9, plus the table page size (the spec leaves paging open). */
/** Milliseconds between 'Login successful!' and the move to the dashboard (spec section 9). */
export const LOGIN_REDIRECT_DELAY_MS = 2000;
/** The user events chart is drawn this long after its data arrives (spec section 9). */
export const USER_EVENTS_CHART_DELAY_MS = 500;
export const TOP_RATED_ROWS = 10;
/** Rows per page of the client-side paged tables (videos, feedback, analysis videos). */
export const TABLE_PAGE_SIZE = 100;
/** Events per page of the user events chart (newest first): about 60 KB, a few weeks of a busy study. */
export const USER_EVENTS_PAGE_SIZE = 1000;
