import type { FileCheck } from './media-checks.js';

/**
 * A stimulus served from elsewhere (a CDN, an object store): does it answer, as a video, with byte ranges (which
 * seeking and Safari need)? A HEAD first; servers that refuse HEAD get a one-byte range GET. The bytes themselves
 * are not fetched, so the file is stored as "not checked" beyond that.
 */
export async function checkRemoteUrl(url: string, timeoutMs = 10_000): Promise<FileCheck> {
  const result: FileCheck = {
    status: 'not checked',
    messages: [],
    path: null,
    sha256: null,
    info: null,
    transcodable: false,
  };
  const error = (message: string): FileCheck => ({ ...result, status: 'error', messages: [message] });
  let head: Response;
  try {
    head = await fetch(url, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    if (head.status === 405 || head.status === 501) {
      head = await fetch(url, {
        headers: { Range: 'bytes=0-0' },
        redirect: 'follow',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await head.body?.cancel();
    }
  } catch (e) {
    const reason =
      (e as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : ((e as { cause?: Error }).cause?.message ?? (e as Error).message);
    return error(`${url} does not answer (${reason})`);
  }
  if (!head.ok) return error(`${url} answers ${head.status} ${head.statusText}`.trim());
  const type = head.headers.get('content-type') ?? '';
  const messages = [`remote file: answers ${head.status}; its bytes are not checked`];
  if (type && !/^(video\/|application\/octet-stream|binary\/octet-stream)/i.test(type)) {
    messages.push(`it is served as ${type}, not as a video`);
  }
  let ranges = head.status === 206 || /bytes/i.test(head.headers.get('accept-ranges') ?? '');
  if (!ranges) {
    try {
      const probe = await fetch(url, {
        headers: { Range: 'bytes=0-0' },
        redirect: 'follow',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await probe.body?.cancel();
      ranges = probe.status === 206;
    } catch {
      ranges = false;
    }
  }
  if (!ranges) messages.push('the server does not answer byte ranges: seeking and Safari playback fail');
  return { ...result, status: messages.length > 1 ? 'warning' : 'not checked', messages };
}
