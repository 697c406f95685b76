import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a proxy may pass in X-Request-Id (nginx's $request_id is 32 hex digits); anything else is replaced. */
const PROXY_REQUEST_ID = /^[0-9a-fA-F-]{16,64}$/;

/**
 * Fastify's genReqId: the proxy's X-Request-Id when it looks like one (so nginx's and the API's lines of one request
 * share an id), else a random UUID. Only hex digits and dashes are taken over: a free-text header could carry an
 * e-mail address into every log line of the request.
 */
export function generateRequestId(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && PROXY_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a participant's or admin's report can be matched to the log line. */
export function sendRequestIdHeader(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    done();
  });
}
