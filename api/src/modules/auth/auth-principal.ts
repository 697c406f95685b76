import type { FastifyRequest } from 'fastify';
import type { TokenRole } from './token.service.js';

/** Who made the request, as proven by the bearer token. */
export interface AuthPrincipal {
  id: number;
  role: TokenRole;
}

export type AuthedRequest = FastifyRequest & { auth?: AuthPrincipal };

/** The token from `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}
