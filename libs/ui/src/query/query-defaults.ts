import type { DefaultOptions, Query } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/**
 * The defaults of the one QueryClient (docs/developer/architecture.md, "Data fetching"). Each is chosen so that TanStack Query
 * changes none of the spec's behaviour: a screen still asks the server when it opens, shows the spec's texts on
 * failure, and nothing is fetched behind the user's back.
 */

/** A failed read is tried once more, and only when another try can help: the network failed or the server did (5xx). */
export const READ_RETRIES = 1;
export const READ_RETRY_DELAY_MS = 1000;

/**
 * How long an answer counts as fresh: a screen opened again within 30 s shows the cached answer without asking again
 * (and each mutation updates or invalidates what it changed). Answers the spec wants re-read on every visit (the
 * participant's session and questionnaire status) set staleTime 0 in their own query options.
 */
export const DEFAULT_STALE_TIME_MS = 30_000;

/**
 * For answers the spec wants read on every visit (the participant's session and questionnaire status): never fresh,
 * and dropped once the screen is left, so each visit shows the spec's loading state and asks the server again.
 */
export const readOnEveryVisit = { staleTime: 0, gcTime: 0 } as const;

/** Network failure (ApiError status 0) or a server error: worth one more try. A 4xx answer would only repeat itself. */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** `failureCount` is the number of failures before this one (0 after the first). */
export function retryRead(failureCount: number, error: unknown): boolean {
  return failureCount < READ_RETRIES && isTransientFailure(error);
}

export const queryClientDefaults = {
  queries: {
    retry: retryRead,
    retryDelay: READ_RETRY_DELAY_MS,
    staleTime: DEFAULT_STALE_TIME_MS,
    // Refetching on focus or reconnect would re-run the participant's session start and rebuild the admin charts
    // behind the user's back: the spec loads data when a screen opens, and only then.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // 'online' would pause a request while the browser believes it is offline; the spec shows its failure text instead.
    networkMode: 'always',
  },
  // A repeated POST could rate twice or delete twice; the spec's own second tries (session start) are explicit.
  mutations: { retry: false, networkMode: 'always' },
} satisfies DefaultOptions;

/** `meta.errorLog` of a query: the message its final failure is logged with (spec: "logged only" failures). */
export interface QueryErrorLogMeta {
  errorLog?: string;
}

/** The QueryCache's onError: logs a query's final failure (after its retries) when the query asks for it. */
export function logFailedQuery(error: unknown, query: Pick<Query, 'meta'>): void {
  const message = (query.meta as QueryErrorLogMeta | undefined)?.errorLog;
  if (typeof message === 'string') console.error(message, error);
}
