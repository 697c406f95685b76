import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX } from '@vvq/contracts';

export const NO_STORE = 'no-store';

const apiPath = `/${API_PREFIX}`;

/**
 * Every API answer defaults to `Cache-Control: no-store`: tokens (login, signup), participants' data, admin lists
 * and exports must not stay in a browser's or a proxy's cache, and naming each route would miss the next one. Set
 * before the handler runs, so a route that may be cached overrides it with its own header; media under /media is not
 * an API path and keeps @fastify/static's caching headers.
 */
export function registerNoStoreDefault(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      const path = request.url.split('?', 1)[0];
      if (path === apiPath || path.startsWith(`${apiPath}/`)) void reply.header('Cache-Control', NO_STORE);
      done();
    });
}
