import { describe, expect, it, jest } from '@jest/globals';
import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import * as ReactQuery from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import {
  QueryClientSourceProvider,
  SharedQueryClientProvider,
  createLoadedQueryClientSource,
  createQueryClientSource,
  useForgetQueries,
  type QueryClientSource,
} from '../query-client-source';
import { READ_RETRY_DELAY_MS } from '../query-defaults';

function ClientProbe({ onClient }: { onClient: (client: ReactQuery.QueryClient) => void }) {
  onClient(useQueryClient());
  return <p>inside</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function mountTwice(source: QueryClientSource, onClient: (client: ReactQuery.QueryClient) => void) {
  return render(
    <QueryClientSourceProvider source={source}>
      <Suspense fallback={<p>loading library</p>}>
        <SharedQueryClientProvider>
          <ClientProbe onClient={onClient} />
        </SharedQueryClientProvider>
        <SharedQueryClientProvider>
          <ClientProbe onClient={onClient} />
        </SharedQueryClientProvider>
      </Suspense>
    </QueryClientSourceProvider>,
  );
}

describe('createQueryClientSource', () => {
  it('loads the library on first use only, then gives every provider the same client', async () => {
    const importLibrary = jest.fn(async () => ReactQuery);
    const source = createQueryClientSource('shell', importLibrary);
    expect(importLibrary).not.toHaveBeenCalled();
    expect(source.current).toBeNull();
    const seen: ReactQuery.QueryClient[] = [];
    let resolveLibrary: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (resolveLibrary = resolve));
    importLibrary.mockImplementation(() => gate.then(() => ReactQuery));
    await act(async () => {
      mountTwice(source, (client) => seen.push(client));
    });
    expect(screen.getByText('loading library')).toBeTruthy();
    await act(async () => resolveLibrary());
    expect(screen.getAllByText('inside')).toHaveLength(2);
    expect(importLibrary).toHaveBeenCalledTimes(1);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toBe(source.current?.client);
    const labels = [...document.querySelectorAll('[data-query-client]')].map((el) =>
      el.getAttribute('data-query-client'),
    );
    expect(labels).toHaveLength(2);
    expect(labels[0]).toMatch(/^shell:[a-z0-9]+$/);
    expect(labels[1]).toBe(labels[0]);
  });

  it('forgets a failed load, so the next try loads again', async () => {
    const importLibrary = jest
      .fn<() => Promise<typeof ReactQuery>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(ReactQuery);
    const source = createQueryClientSource('shell', importLibrary);
    await expect(source.load()).rejects.toThrow('Failed to fetch dynamically imported module');
    const loaded = await source.load();
    expect(loaded).toBe(source.current);
    expect(importLibrary).toHaveBeenCalledTimes(2);
  });

  it('creates the client with the shared defaults', async () => {
    const { client } = await createQueryClientSource('standalone', async () => ReactQuery).load();
    expect(client.getDefaultOptions().queries).toMatchObject({
      refetchOnWindowFocus: false,
      retryDelay: READ_RETRY_DELAY_MS,
    });
    expect(client.getDefaultOptions().mutations).toMatchObject({ retry: false });
  });
});

describe('SharedQueryClientProvider', () => {
  it('renders at once with a loaded source and runs queries with the retry policy', async () => {
    const source = createLoadedQueryClientSource('test', ReactQuery, { queries: { retryDelay: 0 } });
    const queryFn = jest
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(503, null, 'busy'))
      .mockResolvedValue('answer');
    function Reader() {
      const { data } = useQuery({ queryKey: ['x'], queryFn });
      return <p>{data ?? 'waiting'}</p>;
    }
    render(
      <QueryClientSourceProvider source={source}>
        <SharedQueryClientProvider>
          <Reader />
        </SharedQueryClientProvider>
      </QueryClientSourceProvider>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('answer')).toBeTruthy();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('logs the final failure of a query that asks for it, once, after its retry', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = createLoadedQueryClientSource('test', ReactQuery, { queries: { retryDelay: 0 } });
    const failure = new ApiError(500, null, 'down');
    await expect(
      source.current!.client.fetchQuery({
        queryKey: ['y'],
        queryFn: () => Promise.reject(failure),
        meta: { errorLog: 'Error fetching y' },
      }),
    ).rejects.toBe(failure);
    expect(log.mock.calls).toEqual([['Error fetching y', failure]]);
    log.mockRestore();
  });

  it('says what is missing without a source', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <SharedQueryClientProvider>
          <p>never</p>
        </SharedQueryClientProvider>
      </Boundary>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/needs a QueryClientSourceProvider/);
    jest.restoreAllMocks();
  });
});

describe('useForgetQueries', () => {
  it('drops one scope of the cache and does nothing before the client exists', () => {
    const loaded = createLoadedQueryClientSource('test', ReactQuery);
    loaded.current!.client.setQueryData(['admin', 'users'], []);
    loaded.current!.client.setQueryData(['participant', 7, 'session'], null);
    let forget: (scope: string) => void = () => undefined;
    function Grab() {
      forget = useForgetQueries();
      return null;
    }
    render(
      <QueryClientSourceProvider source={loaded}>
        <Grab />
      </QueryClientSourceProvider>,
    );
    forget('admin');
    expect(loaded.current!.client.getQueryData(['admin', 'users'])).toBeUndefined();
    expect(loaded.current!.client.getQueryData(['participant', 7, 'session'])).toBeNull();

    render(
      <QueryClientSourceProvider source={createQueryClientSource('shell', async () => ReactQuery)}>
        <Grab />
      </QueryClientSourceProvider>,
    );
    expect(() => forget('admin')).not.toThrow();
  });
});
