/**
 * Per-test fetch double keyed by 'METHOD /path' (path after the API base). Replies are status + JSON body; a
 * function reply sees the request so tests can vary answers. Unknown routes answer 404 so a missing stub is visible.
 */
export interface MockReply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON (e.g. an empty body). */
  text?: string;
  /** Response headers (e.g. X-Total-Count of a paged list). */
  headers?: Record<string, string>;
}
/** A function reply also sees the path with its query string ('/admin/users?limit=100&offset=0'). */
export type ReplySpec =
  MockReply | ((init: RequestInit | undefined, path: string) => MockReply | Promise<MockReply>);

export const API_BASE = 'http://localhost/api';

export function mockApi(routes: Record<string, ReplySpec>): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
    const key = `${init?.method ?? 'GET'} ${path}`;
    // A stub without a query string answers the route whatever the query (as a server ignoring it would).
    const spec = routes[key] ?? routes[key.split('?')[0]];
    const reply: MockReply =
      spec === undefined
        ? { status: 404, body: { error: `no stub for ${key}` } }
        : typeof spec === 'function'
          ? await spec(init, path)
          : spec;
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    const headers = new Map(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => text,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/**
 * A paged admin list as the server answers it: limit/offset/q read from the query string, `matches` decides which
 * rows a filter text keeps, the total of matching rows in X-Total-Count.
 */
export function pagedList<T>(rows: T[], matches: (row: T, q: string) => boolean = () => true) {
  return (_init: RequestInit | undefined, path: string): MockReply => {
    const params = new URLSearchParams(path.split('?')[1] ?? '');
    const q = params.get('q') ?? '';
    const kept = q ? rows.filter((row) => matches(row, q)) : rows;
    const offset = Number(params.get('offset') ?? 0);
    const limit = params.has('limit') ? Number(params.get('limit')) : kept.length;
    return { body: kept.slice(offset, offset + limit), headers: { 'X-Total-Count': String(kept.length) } };
  };
}

/** The paths (with query strings) of the GET calls made to a route. */
export function listCalls(fetchMock: jest.Mock, path: string): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([url]) => String(url).slice(API_BASE.length))
    .filter((p) => p === path || p.startsWith(`${path}?`));
}

/** The calls made to one route, with their parsed JSON bodies and headers. */
export function callsTo(fetchMock: jest.Mock, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === `${API_BASE}${path}` && (init?.method ?? 'GET') === method)
    .map(([, init]) => ({
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}
