import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface RawRequest {
  method: string;
  /** Path and query exactly as sent on the request line (may hold percent-escapes and latin1 bytes). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
  /** Wall-clock time from sending to the last byte of the answer. */
  ms: number;
  /** CPU time this process spent meanwhile: the server's work on the request (it runs in the test process) and the
   * client's. Unlike wall time it hardly grows when other processes load the machine. */
  cpuMs: number;
}

/**
 * A bare Node HTTP client: supertest/superagent would re-encode the path, pick content types and serialise bodies
 * themselves, and the fuzz test needs to send exactly the bytes it generated.
 */
export class RawHttpClient {
  /** A connection per request: a reused socket the server has just closed would look like a dropped answer. */
  private readonly agent = new Agent({ keepAlive: false });

  constructor(private readonly port: number) {}

  send(req: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const headers: Record<string, string | number> = { ...req.headers };
      if (req.body !== undefined) headers['Content-Length'] = req.body.length;
      const r = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: req.method,
          path: req.target,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
              cpuMs: ((u) => (u.user + u.system) / 1000)(process.cpuUsage(cpu)),
            }),
          );
          res.on('error', reject);
        },
      );
      r.setTimeout(timeoutMs, () => r.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      r.on('error', reject);
      r.end(req.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
