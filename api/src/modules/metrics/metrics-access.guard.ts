import { timingSafeEqual } from 'node:crypto';
import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { clientIp } from '../../common/utils/client-ip.js';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * /api/metrics: the client address must be allowed (METRICS_ALLOW, when set; 403) and the request must carry
 * `Authorization: Bearer <METRICS_TOKEN>` (401). The address is the client's as TRUST_PROXY resolves it.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const metrics = this.config.metrics;
    if (!metrics.enabled) return false;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    if (metrics.allow && !metrics.allow(clientIp(request))) {
      throw new ForbiddenException('Metrics are not available to this address');
    }
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match || !sameSecret(match[1], metrics.token)) {
      void http.getResponse<FastifyReply>().header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException('A valid metrics token is required');
    }
    return true;
  }
}
