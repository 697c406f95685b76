import { type CanActivate, type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { clientIp } from '../utils/client-ip.js';
import { FixedWindowCounter } from './fixed-window-counter.js';
import {
  PUBLIC_RATE_WINDOW_MS,
  RATE_LIMIT_CLOCK,
  RATE_LIMIT_NAME,
  type PublicRateLimitName,
} from './public-rate-limit.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

/**
 * Counts EVERY request (valid or not; guards run before validation) per client address and route budget: the point
 * is volume, so a script cannot fill the users table or the contact inbox. The address is Fastify's request.ip, so
 * TRUST_PROXY decides whether X-Forwarded-For is believed. Counts live in memory in this guard instance.
 */
@Injectable()
export class PublicRateLimitGuard implements CanActivate {
  private readonly counter: FixedWindowCounter;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(RATE_LIMIT_CLOCK) clock?: () => number,
  ) {
    this.counter = new FixedWindowCounter(PUBLIC_RATE_WINDOW_MS, clock ?? (() => Date.now()));
  }

  canActivate(context: ExecutionContext): boolean {
    const name = this.reflector.get<PublicRateLimitName | undefined>(RATE_LIMIT_NAME, context.getHandler());
    if (!name) return true;
    const key = `${name}|${clientIp(context.switchToHttp().getRequest<FastifyRequest>())}`;
    const waitMs = this.counter.retryAfterMs(key, this.config.publicRateLimits[name]);
    if (waitMs > 0) throw new TooManyRequestsException(Math.max(1, Math.ceil(waitMs / 1000)));
    this.counter.hit(key);
    return true;
  }
}
