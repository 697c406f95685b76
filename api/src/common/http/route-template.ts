import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

const ROUTE = Symbol('vvq.routeTemplate');

/**
 * The matched route's template ('/api/admin/users/:id'), or null when no route matched (a 404). Logs and metrics
 * name routes by template: a raw URL may carry anything a client typed, and would make one series per id.
 */
export function routeTemplateOf(raw: IncomingMessage): string | null {
  return (raw as IncomingMessage & { [ROUTE]?: string | null })[ROUTE] ?? null;
}

/** Copies the template onto the raw request (what Nest middleware such as the request logger sees). */
export function recordRouteTemplates(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    (request.raw as IncomingMessage & { [ROUTE]?: string | null })[ROUTE] = request.routeOptions.url ?? null;
    done();
  });
}
