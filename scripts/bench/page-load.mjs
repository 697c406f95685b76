/* global PerformanceObserver */
// Loads one page in a fresh browser context and measures what crossed the wire: every response's type, raw size,
// compressed size (as sent when the server compressed it, else gzip level 6 of the body, what a reverse proxy's gzip
// typically sends), Cache-Control, and the page's first contentful paint.
import { gzipSync } from 'node:zlib';

/** Vite's content-hashed file names: name-<8+ url-safe chars>.js|css under an assets folder. */
export const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.(js|css)(\?.*)?$/;

export async function loadPage(context, url, { readySelector }) {
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(readySelector, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // A buffered observer sees the paint entry even when it was recorded before this call.
  const fcpMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) {
            observer.disconnect();
            resolve(entry.startTime);
          }
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(null), 10_000);
      }),
  );
  const resources = [];
  for (const response of responses) {
    const request = response.request();
    const body = await response.body().catch(() => Buffer.alloc(0));
    const headers = response.headers();
    const sent = headers['content-encoding']
      ? (await request.sizes().catch(() => null))?.responseBodySize
      : null;
    resources.push({
      url: response.url(),
      type: request.resourceType(),
      status: response.status(),
      rawBytes: body.length,
      // What crossed the wire when the server compressed; otherwise what gzip (level 6) would send.
      gzipBytes: sent ?? (body.length ? gzipSync(body, { level: 6 }).length : 0),
      sentEncoding: headers['content-encoding'] ?? null,
      cacheControl: headers['cache-control'] ?? null,
    });
  }
  await page.close();
  const sum = (type, key) => resources.filter((r) => r.type === type).reduce((n, r) => n + r[key], 0);
  return {
    url,
    requests: resources.length,
    js: {
      files: resources.filter((r) => r.type === 'script').length,
      rawBytes: sum('script', 'rawBytes'),
      gzipBytes: sum('script', 'gzipBytes'),
    },
    css: {
      files: resources.filter((r) => r.type === 'stylesheet').length,
      rawBytes: sum('stylesheet', 'rawBytes'),
      gzipBytes: sum('stylesheet', 'gzipBytes'),
    },
    sentCompressed: resources.some((r) => r.sentEncoding),
    hashedCacheControl: [
      ...new Set(resources.filter((r) => HASHED_ASSET.test(r.url)).map((r) => r.cacheControl ?? '(none)')),
    ],
    fcpMs,
    resources,
  };
}
