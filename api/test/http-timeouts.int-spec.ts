import { connect, type Socket } from 'node:net';
import { ApiRoutes } from '@vvq/contracts';
import { api } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Sockets per kind of slow client: enough to see that every one is closed, few enough for a 2-core machine. */
const SOCKETS = 25;
/** Short limits for the test (seconds): the defaults (10 s, 60 s, 72 s) would make it slow. */
const HEADERS_S = 1;
const REQUEST_S = 2;
const KEEP_ALIVE_S = 1;

interface Watched {
  socket: Socket;
  /** Milliseconds from connecting to the server closing it; null while open. */
  closedAfter: number | null;
  received: string;
  stopTrickle(): void;
}

/**
 * A slowloris client: connects, sends `head`, then keeps the connection busy with one more piece every 200 ms (so
 * no idle timeout could be what closes it), until the server closes it.
 */
function slowClient(port: number, head: string, trickle: string | null): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let timer: NodeJS.Timeout | undefined;
    const w: Watched = { socket, closedAfter: null, received: '', stopTrickle: () => clearInterval(timer) };
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (w.received += d));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      w.closedAfter = Date.now() - started;
      w.stopTrickle();
    });
    socket.once('connect', () => {
      if (head) socket.write(head);
      if (trickle !== null)
        timer = setInterval(() => {
          if (!socket.destroyed) socket.write(trickle);
        }, 200);
      resolve(w);
    });
    socket.once('error', reject);
  });
}

async function waitUntilClosed(sockets: Watched[], withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline && sockets.some((s) => s.closedAfter === null))
    await new Promise((r) => setTimeout(r, 100));
}

describe('HTTP timeouts against slow clients (slowloris)', () => {
  let t: TestApp;
  let port: number;
  const open: Watched[] = [];

  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      HTTP_HEADERS_TIMEOUT_SECONDS: String(HEADERS_S),
      HTTP_REQUEST_TIMEOUT_SECONDS: String(REQUEST_S),
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: String(KEEP_ALIVE_S),
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.server.address() as { port: number }).port;
  });

  afterAll(async () => {
    for (const w of open) {
      w.stopTrickle();
      w.socket.destroy();
    }
    await t?.close();
  });

  it(`closes ${SOCKETS} sockets that send their headers a line at a time after the headers timeout`, async () => {
    const sockets = await Promise.all(
      Array.from({ length: SOCKETS }, () =>
        slowClient(port, `GET ${api(ApiRoutes.health)} HTTP/1.1\r\nHost: localhost\r\n`, 'X-Slow: 1\r\n'),
      ),
    );
    open.push(...sockets);
    // Meanwhile an ordinary client is served.
    expect((await fetch(`http://127.0.0.1:${port}${api(ApiRoutes.health)}`)).status).toBe(200);
    expect(sockets.filter((s) => s.closedAfter === null)).toHaveLength(SOCKETS);
    await waitUntilClosed(sockets, 8_000);
    expect(sockets.filter((s) => s.closedAfter === null)).toHaveLength(0);
    for (const s of sockets) {
      expect(s.closedAfter).toBeGreaterThanOrEqual(HEADERS_S * 1000 - 100);
      expect(s.received).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it(`closes ${SOCKETS} sockets that stall in the body after the request timeout`, async () => {
    const head =
      `POST ${api(ApiRoutes.contact)} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      'Content-Length: 100000\r\n\r\n{"name":"';
    const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => slowClient(port, head, 'a')));
    open.push(...sockets);
    await waitUntilClosed(sockets, 10_000);
    expect(sockets.filter((s) => s.closedAfter === null)).toHaveLength(0);
    for (const s of sockets) expect(s.closedAfter).toBeGreaterThanOrEqual(REQUEST_S * 1000 - 100);
  });

  it('closes a connection that never sends a byte, and an idle keep-alive connection', async () => {
    const silent = await slowClient(port, '', null);
    const kept = await slowClient(
      port,
      `GET ${api(ApiRoutes.health)} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`,
      null,
    );
    open.push(silent, kept);
    await waitUntilClosed([silent, kept], 8_000);
    expect(silent.closedAfter).not.toBeNull();
    expect(kept.closedAfter).not.toBeNull();
    expect(kept.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(kept.closedAfter).toBeGreaterThanOrEqual(KEEP_ALIVE_S * 1000 - 100);
  });

  it('still serves ordinary clients', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${api(ApiRoutes.health)}`);
    expect(res.status).toBe(200);
  });
});
