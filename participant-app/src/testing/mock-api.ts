/** A fetch double that answers by "METHOD /path" (path relative to TEST_API_BASE) and records every call. */
export const TEST_API_BASE = 'http://api.test/api';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Rejects like a network failure instead of answering. */
  networkError?: boolean;
}

type Handler = MockReply | MockReply[] | ((call: RecordedCall) => MockReply);

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  keepalive?: boolean;
}

export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const queues = new Map<string, MockReply[]>();
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(url).replace(TEST_API_BASE, '');
    const call: RecordedCall = {
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
      keepalive: init.keepalive,
    };
    calls.push(call);
    const key = `${method} ${path}`;
    const handler = routes[key];
    if (handler === undefined) throw new Error(`Unexpected request ${key}`);
    let reply: MockReply;
    if (typeof handler === 'function') reply = handler(call);
    else if (Array.isArray(handler)) {
      // Replies are used in order; the last one repeats.
      if (!queues.has(key)) queues.set(key, [...handler]);
      const queue = queues.get(key) as MockReply[];
      reply = queue.length > 1 ? (queue.shift() as MockReply) : queue[0];
    } else reply = handler;
    if (reply.networkError) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => text,
    } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
