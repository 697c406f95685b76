import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { badRequest, INPUT_LIMITS, QUERY_TOO_MANY_PARAMETERS } from './input-limits.js';

/** Parameters of a parsed query string; a repeated name (`?a=1&a=2`, parsed as a list) counts once per value. */
function countParameters(query: unknown): number {
  if (query === null || typeof query !== 'object') return 0;
  let count = 0;
  for (const value of Object.values(query)) count += Array.isArray(value) ? value.length : 1;
  return count;
}

/**
 * Refuses a query string with more parameters than any route takes before guards and validation see it: each
 * unknown parameter would otherwise become a validation error of its own. (Node's 16 KiB request-head limit keeps
 * the parsing itself cheap.)
 */
export function registerQueryLimits(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request) => {
      if (countParameters(request.query) > INPUT_LIMITS.queryParameters)
        throw badRequest(QUERY_TOO_MANY_PARAMETERS);
    });
}
