import { createContext, use, useCallback, useContext, type ReactNode } from 'react';
import type { DefaultOptions, QueryClient } from '@tanstack/react-query';
import { logFailedQuery, queryClientDefaults } from './query-defaults';

/**
 * The parts of @tanstack/react-query a source needs. They are handed in (`() => import('@tanstack/react-query')`) so
 * that @vvq/ui, which every page loads, never loads TanStack Query itself: the landing page needs no data and does
 * not download it; the first screen that fetches does.
 */
export type QueryLibrary = Pick<
  typeof import('@tanstack/react-query'),
  'QueryClient' | 'QueryCache' | 'QueryClientProvider'
>;

export interface SharedQueryClient {
  client: QueryClient;
  /** The QueryClientProvider of the same (federation-shared) copy of TanStack Query the client came from. */
  Provider: QueryLibrary['QueryClientProvider'];
  /** '<providedBy>:<id>' — who made the client and which one it is; the browser test compares it across remotes. */
  label: string;
}

/** The one QueryClient of the page, created on first use. The shell provides it; a standalone remote its own. */
export interface QueryClientSource {
  /** The client once loaded (later screens render at once), else null. */
  readonly current: SharedQueryClient | null;
  /** Loads TanStack Query and creates the client, once; a failed load is forgotten so a retry loads again. */
  load(): Promise<SharedQueryClient>;
}

function mergeDefaults(overrides: DefaultOptions = {}): DefaultOptions {
  return {
    queries: { ...queryClientDefaults.queries, ...overrides.queries },
    mutations: { ...queryClientDefaults.mutations, ...overrides.mutations },
  };
}

function createSharedClient(
  providedBy: string,
  library: QueryLibrary,
  overrides?: DefaultOptions,
): SharedQueryClient {
  const client = new library.QueryClient({
    defaultOptions: mergeDefaults(overrides),
    queryCache: new library.QueryCache({ onError: logFailedQuery }),
  });
  const id = Math.random().toString(36).slice(2, 10);
  return { client, Provider: library.QueryClientProvider, label: `${providedBy}:${id}` };
}

export function createQueryClientSource(
  providedBy: string,
  importLibrary: () => Promise<QueryLibrary>,
): QueryClientSource {
  let current: SharedQueryClient | null = null;
  let pending: Promise<SharedQueryClient> | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= importLibrary().then(
        (library) => (current = createSharedClient(providedBy, library)),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** A source whose client exists at once (unit tests: screens render synchronously, as they do after the first load). */
export function createLoadedQueryClientSource(
  providedBy: string,
  library: QueryLibrary,
  overrides?: DefaultOptions,
): QueryClientSource {
  const current = createSharedClient(providedBy, library, overrides);
  return { current, load: () => Promise.resolve(current) };
}

const QueryClientSourceContext = createContext<QueryClientSource | null>(null);

/** Provided once by the shell (or a remote's standalone entry); @vvq/ui is a federation singleton, so both remotes see it. */
export function QueryClientSourceProvider(props: { source: QueryClientSource; children: ReactNode }) {
  return (
    <QueryClientSourceContext.Provider value={props.source}>
      {props.children}
    </QueryClientSourceContext.Provider>
  );
}

export function useQueryClientSource(): QueryClientSource | null {
  return useContext(QueryClientSourceContext);
}

/**
 * Puts the screens below it inside the provided client's QueryClientProvider. The first time, it suspends until
 * TanStack Query has loaded (the nearest Suspense shows its spinner); afterwards it renders at once.
 */
export function SharedQueryClientProvider({ children }: { children: ReactNode }) {
  const source = useQueryClientSource();
  if (!source)
    throw new Error(
      'SharedQueryClientProvider needs a QueryClientSourceProvider (shell, standalone entry or test)',
    );
  const shared = source.current ?? use(source.load());
  return (
    <div data-query-client={shared.label} style={{ display: 'contents' }}>
      <shared.Provider client={shared.client}>{children}</shared.Provider>
    </div>
  );
}

/**
 * Drops the cached answers whose keys start with `scope` ('participant', 'admin') — on logout and when a session
 * expired — so nothing personal outlives the session. Works outside any QueryClientProvider (the top bars).
 */
export function useForgetQueries(): (scope: string) => void {
  const source = useQueryClientSource();
  return useCallback(
    (scope: string) => source?.current?.client.removeQueries({ queryKey: [scope] }),
    [source],
  );
}
