/**
 * Per-test fetch double keyed by 'METHOD /path' (path after the API base). Replies are status + JSON body; a
 * function reply sees the request so tests can vary answers. Unknown routes answer 404 so a missing stub is visible.
 */
export interface MockReply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON (e.g. an empty body). */
  text?: string;
}
type ReplySpec = MockReply | ((init: RequestInit | undefined) => MockReply | Promise<MockReply>);

export const API_BASE = 'http://localhost/api';

export function mockApi(routes: Record<string, ReplySpec>): jest.Mock {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
    const key = `${init?.method ?? 'GET'} ${path}`;
    const spec = routes[key];
    const reply: MockReply =
      spec === undefined
        ? { status: 404, body: { error: `no stub for ${key}` } }
        : typeof spec === 'function'
          ? await spec(init)
          : spec;
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
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
