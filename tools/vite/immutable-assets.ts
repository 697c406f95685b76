import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** Vite names built files `<name>-<8+ char hash>.<ext>` under assets/; remoteEntry.js keeps its name on purpose. */
const HASHED_ASSET =
  /\/assets\/[^/?#]+-[A-Za-z0-9_-]{8,}\.(?:js|mjs|css|woff2?|svg|png|jpe?g|webp|avif|ico|mp4|webm)(?:[?#]|$)/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The caching header a built file deserves: its name changes with its content, or it must be revalidated. */
export function cacheControlFor(url: string): string {
  return HASHED_ASSET.test(url) ? IMMUTABLE : REVALIDATE;
}

/**
 * `vite preview` (what `npm start` serves) sends every built file with `Cache-Control: no-cache` — sirv writes its own
 * header in writeHead, after any middleware's setHeader. Files whose name carries their content hash never change, so a
 * browser may keep them a year without asking (the sample nginx configuration does the same); index.html,
 * remoteEntry.js and config.json keep no-cache, so a new build is picked up on the next visit.
 */
export function immutableAssets(): Plugin {
  return {
    name: 'vvq:immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = req.url ?? '';
        if (HASHED_ASSET.test(url)) {
          const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
          res.writeHead = ((...args: unknown[]) => {
            // sirv passes its headers as writeHead's second argument; ours replaces its Cache-Control.
            const headers = args.find((a, i) => i > 0 && a !== null && typeof a === 'object') as
              Record<string, unknown> | undefined;
            if (headers) {
              for (const key of Object.keys(headers))
                if (key.toLowerCase() === 'cache-control') delete headers[key];
            }
            res.setHeader('Cache-Control', IMMUTABLE);
            return writeHead(...args);
          }) as typeof res.writeHead;
        }
        next();
      });
    },
  };
}
