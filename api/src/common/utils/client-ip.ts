import type { FastifyRequest } from 'fastify';

/** The caller's address as Fastify sees it (honours X-Forwarded-For only when TRUST_PROXY=true). */
export function clientIp(request: FastifyRequest): string {
  return request.ip || 'unknown';
}
