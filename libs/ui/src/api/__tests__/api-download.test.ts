import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  apiDownload,
  filenameFromDisposition,
  saveBlob,
  SAVE_BLOB_REVOKE_MS,
  type DownloadProgress,
} from '../api-download';
import { ApiError } from '../api-error';

const encoder = new TextEncoder();
// jsdom has no streams; Node's web streams are the same implementation browsers follow.
const { ReadableStream: NodeReadableStream } = jest.requireActual<{ ReadableStream: typeof ReadableStream }>(
  'node:stream/web',
);

/** A fetch Response double (jsdom has no Response): the body is a real ReadableStream handing out the given chunks. */
function streamed(status: number, chunks: string[], headers: Record<string, string> = {}) {
  const body = new NodeReadableStream<Uint8Array>({
    start(controller: ReadableStreamDefaultController<Uint8Array>) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    body,
  } as unknown as Response;
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('apiDownload', () => {
  it('streams the body with the bearer token, reports progress against Content-Length and names the file', async () => {
    const fetchMock = jest.fn(async () =>
      streamed(200, ['abcd', 'efgh', 'ij'], {
        'Content-Type': 'text/csv',
        'Content-Length': '10',
        'Content-Disposition': 'attachment; filename="vvq_raw.csv"',
      }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const progress: DownloadProgress[] = [];
    const { blob, filename } = await apiDownload('http://h/api', '/admin/analysis/export/raw.csv', {
      token: 't0k',
      onProgress: (p) => progress.push(p),
    });
    expect(filename).toBe('vvq_raw.csv');
    expect(blob.type).toBe('text/csv');
    await expect(readBlob(blob)).resolves.toBe('abcdefghij');
    expect(progress).toEqual([
      { received: 4, total: 10, fraction: 0.4 },
      { received: 8, total: 10, fraction: 0.8 },
      { received: 10, total: 10, fraction: 1 },
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://h/api/admin/analysis/export/raw.csv');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
  });

  it('reports bytes only when the length is unknown, and falls back to the path for the name', async () => {
    globalThis.fetch = jest.fn(async () => streamed(200, ['xyz', 'w'])) as unknown as typeof fetch;
    const progress: DownloadProgress[] = [];
    const { filename } = await apiDownload(
      'http://h/api',
      '/admin/analysis/export/sureal.py?dimension=overall',
      {
        onProgress: (p) => progress.push(p),
      },
    );
    expect(filename).toBe('sureal.py');
    expect(progress.map((p) => [p.received, p.total, p.fraction])).toEqual([
      [3, null, null],
      [4, null, null],
    ]);
  });

  it('ignores Content-Length of a gzip-encoded answer and uses an explicit fallback name', async () => {
    globalThis.fetch = jest.fn(async () =>
      streamed(200, ['0123456789'], { 'Content-Length': '4', 'Content-Encoding': 'gzip' }),
    ) as unknown as typeof fetch;
    const progress: DownloadProgress[] = [];
    const { filename } = await apiDownload('http://h/api', '/x', {
      onProgress: (p) => progress.push(p),
      fallbackFilename: 'f.bin',
    });
    expect(filename).toBe('f.bin');
    expect(progress).toEqual([{ received: 10, total: null, fraction: null }]);
  });

  it('throws an ApiError with the parsed JSON body on a non-2xx answer', async () => {
    globalThis.fetch = jest.fn(async () =>
      streamed(400, ['{"statusCode":400,"error":"unknown query parameter ', "'foo'\"}"], {
        'Content-Type': 'application/json',
      }),
    ) as unknown as typeof fetch;
    const progress = jest.fn();
    const error = await apiDownload('http://h/api', '/x', { onProgress: progress }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe("unknown query parameter 'foo'");
    expect((error as ApiError).body).toEqual({ statusCode: 400, error: "unknown query parameter 'foo'" });
    expect(progress).not.toHaveBeenCalled();
  });

  it('reports a network failure as status 0 and passes an abort through unchanged', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const network = (await apiDownload('http://h/api', '/x').catch((e: unknown) => e)) as ApiError;
    expect(network).toBeInstanceOf(ApiError);
    expect(network.status).toBe(0);
    expect(network.message).toBe('Failed to fetch');

    const controller = new AbortController();
    globalThis.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      controller.abort();
      throw Object.assign(new Error('aborted'), { name: 'AbortError', signal: init.signal });
    }) as unknown as typeof fetch;
    const aborted = await apiDownload('http://h/api', '/x', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(aborted).not.toBeInstanceOf(ApiError);
    expect((aborted as Error).name).toBe('AbortError');
  });

  it('turns an abort with a non-error reason into an AbortError', async () => {
    const controller = new AbortController();
    globalThis.fetch = jest.fn(async () => {
      controller.abort('user left');
      throw 'user left';
    }) as unknown as typeof fetch;
    const aborted = await apiDownload('http://h/api', '/x', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(aborted).not.toBeInstanceOf(ApiError);
    expect((aborted as Error).name).toBe('AbortError');
  });

  it('stops reading when the signal is aborted between chunks', async () => {
    const controller = new AbortController();
    globalThis.fetch = jest.fn(async () => streamed(200, ['a', 'b', 'c'])) as unknown as typeof fetch;
    const seen: number[] = [];
    const result = await apiDownload('http://h/api', '/x', {
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p.received);
        controller.abort();
      },
    }).catch((e: unknown) => e);
    expect((result as Error).name).toBe('AbortError');
    expect(seen).toEqual([1]);
  });
});

describe('filenameFromDisposition', () => {
  it('reads RFC 5987, quoted and bare names and drops directories', () => {
    expect(
      filenameFromDisposition('attachment; filename="a.csv"; filename*=UTF-8\'\'%C3%A9t%C3%A9.xlsx'),
    ).toBe('été.xlsx');
    expect(filenameFromDisposition('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
    expect(filenameFromDisposition('attachment; filename=vvq_overall_video.py')).toBe('vvq_overall_video.py');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

describe('saveBlob', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('clicks a temporary download link and revokes the object URL afterwards', () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:1');
    const revokeObjectURL = jest.fn((_url: string) => undefined);
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const append = jest.spyOn(document.body, 'appendChild');
    const blob = new Blob(['x']);
    saveBlob(blob, 'out.xlsx');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    const link = append.mock.calls[0][0] as HTMLAnchorElement;
    expect(click).toHaveBeenCalledTimes(1);
    expect(link.download).toBe('out.xlsx');
    expect(link.href).toBe('blob:1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SAVE_BLOB_REVOKE_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:1');
    click.mockRestore();
    append.mockRestore();
  });
});
