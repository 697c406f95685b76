import { PayloadTooLargeException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

const WITHOUT_BODY = new Set(['GET', 'HEAD']);

/**
 * Refuses a GET or HEAD that declares a body over the body limit, before the handler runs. Fastify reads no body
 * for these methods, so the handler answered while the client was still uploading: with a large answer (the API
 * docs' script) the connection was reset mid-upload and the client never read it. The methods that take a body get
 * the same 413 from Fastify's own limit check.
 */
export function registerBodylessMethodLimit(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const { bodyLimit } = fastify.initialConfig;
  fastify.addHook('onRequest', async (request, reply) => {
    if (!WITHOUT_BODY.has(request.method)) return;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > (bodyLimit ?? Infinity)) {
      void reply.header('connection', 'close');
      throw new PayloadTooLargeException('Request body is too large');
    }
  });
}
