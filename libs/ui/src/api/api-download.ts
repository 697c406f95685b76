import { ApiError } from './api-error';

/** Bytes received so far; `total` and `fraction` are null when the server gave no usable Content-Length. */
export interface DownloadProgress {
  received: number;
  total: number | null;
  fraction: number | null;
}

export interface ApiDownloadOptions {
  token?: string | null;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** Used when the answer has no Content-Disposition filename; defaults to the path's last segment. */
  fallbackFilename?: string;
}

export interface ApiDownloadResult {
  blob: Blob;
  filename: string;
}

/**
 * A file from the API (binary or text) with the bearer token, read chunk by chunk so a large export reports progress
 * instead of freezing the page; apiRequest reads bodies as text, which corrupts binaries such as .xlsx.
 * Non-2xx answers throw ApiError with the parsed JSON body; a network failure is ApiError status 0. An abort through
 * `signal` is rethrown unchanged (a DOMException named 'AbortError') so callers can tell a cancel from a failure.
 */
export async function apiDownload(
  apiBase: string,
  path: string,
  options: ApiDownloadOptions = {},
): Promise<ApiDownloadResult> {
  const headers: Record<string, string> = { Accept: '*/*' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, { method: 'GET', headers, signal: options.signal });
  } catch (cause) {
    if (options.signal?.aborted || isAbort(cause)) throw abortError(options.signal, cause);
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
  }

  if (!response.ok) {
    const text = new TextDecoder().decode(concat(await readChunks(response, options.signal)));
    throw new ApiError(response.status, parseBody(text), `Request failed with status ${response.status}`);
  }

  const total = contentLength(response);
  const chunks = await readChunks(response, options.signal, (received) =>
    options.onProgress?.({ received, total, fraction: total ? Math.min(1, received / total) : null }),
  );
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    filename:
      filenameFromDisposition(response.headers.get('Content-Disposition')) ??
      options.fallbackFilename ??
      lastSegment(path),
  };
}

/**
 * The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first (it carries non-ASCII names),
 * then `filename="…"` or a bare token. Directory parts are dropped so a name can never point elsewhere.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return safeName(decodeURIComponent(extended[2].trim()));
    } catch {
      // A malformed percent-encoding: fall through to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return safeName(quoted[1].replace(/\\(.)/g, '$1'));
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare ? safeName(bare[1]) : null;
}

function safeName(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}

function lastSegment(path: string): string {
  return safeName(path.split(/[?#]/)[0]) ?? 'download';
}

/** Content-Length only describes the body we count when it is not content-encoded (gzip sizes differ). */
function contentLength(response: Response): number | null {
  const encoding = response.headers.get('Content-Encoding');
  if (encoding && encoding.toLowerCase() !== 'identity') return null;
  const value = Number(response.headers.get('Content-Length'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

async function readChunks(
  response: Response,
  signal?: AbortSignal,
  onChunk?: (received: number) => void,
): Promise<Uint8Array[]> {
  if (!response.body) {
    // Environments without streams: one chunk, one progress report.
    const whole = new Uint8Array(await response.arrayBuffer());
    onChunk?.(whole.byteLength);
    return [whole];
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      if (signal?.aborted) throw abortError(signal);
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onChunk?.(received);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (signal?.aborted || isAbort(error)) throw abortError(signal, error);
    throw new ApiError(0, null, error instanceof Error ? error.message : 'The download was interrupted');
  }
  return chunks;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What an aborted download throws: the signal's reason when it is an AbortError, else a fresh one. */
function abortError(signal: AbortSignal | undefined, cause?: unknown): unknown {
  if (isAbort(signal?.reason)) return signal?.reason;
  if (isAbort(cause)) return cause;
  return new DOMException('The download was aborted.', 'AbortError');
}

/** True for the error an aborted fetch or download throws. */
export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** How long the object URL lives: revoking at once can cancel the download in some browsers (Firefox, old Safari). */
export const SAVE_BLOB_REVOKE_MS = 1000;

/** Offers a blob as a file download through a temporary <a download>; the object URL is revoked afterwards. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), SAVE_BLOB_REVOKE_MS);
  }
}
