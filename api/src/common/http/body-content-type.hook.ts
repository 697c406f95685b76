import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { BODY_CONTENT_TYPES_CONFIG, DEFAULT_BODY_CONTENT_TYPES } from './accepts-body.decorator.js';

/** The methods Fastify reads a body for. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function acceptedTypes(request: FastifyRequest): readonly string[] {
  const config = request.routeOptions.config as { [BODY_CONTENT_TYPES_CONFIG]?: readonly string[] };
  return config[BODY_CONTENT_TYPES_CONFIG] ?? DEFAULT_BODY_CONTENT_TYPES;
}

/**
 * 415 for a body type the route does not accept, answered on the request head before a byte of the body is read.
 * Without it, a type parsed for one route only (text/csv of the analysis upload, up to 5 MiB) was read in full on
 * every route. Requests without a Content-Type and unknown paths keep Fastify's own answers.
 */
export function registerBodyContentTypes(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request) => {
      const header = request.headers['content-type'];
      if (!BODY_METHODS.has(request.method) || header === undefined || request.routeOptions.url === undefined)
        return;
      const type = header.split(';')[0]!.trim().toLowerCase();
      const accepted = acceptedTypes(request);
      if (!accepted.includes(type)) {
        const text = `Unsupported Media Type: ${type || '(none)'}; this route accepts ${accepted.join(', ')}`;
        throw Object.assign(new Error(text), { statusCode: 415 });
      }
    });
}
