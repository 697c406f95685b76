import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { clientIp } from '../utils/client-ip.js';
import { consumeOrThrow } from './consume-or-throw.js';
import {
  PUBLIC_RATE_WINDOW_SECONDS,
  RATE_LIMIT_NAME,
  type PublicRateLimitName,
} from './public-rate-limit.js';
import { RateLimiterFactory } from './rate-limiter.factory.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

/**
 * Counts EVERY request (valid or not; guards run before validation) per client address and route budget: the point
 * is volume, so a script cannot fill the users table or the contact inbox. The address is Fastify's request.ip, so
 * TRUST_PROXY decides whether X-Forwarded-For is believed. Counts live in the configured store (RATE_LIMIT_STORE).
 */
@Injectable()
export class PublicRateLimitGuard implements CanActivate {
  private readonly limiters: Record<PublicRateLimitName, RateLimiterAbstract>;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
    factory: RateLimiterFactory,
  ) {
    const make = (name: PublicRateLimitName) =>
      factory.create({
        name: `public-${name}`,
        points: config.publicRateLimits[name],
        durationSeconds: PUBLIC_RATE_WINDOW_SECONDS,
      });
    this.limiters = { signup: make('signup'), contact: make('contact') };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<PublicRateLimitName | undefined>(RATE_LIMIT_NAME, context.getHandler());
    if (!name) return true;
    const ip = clientIp(context.switchToHttp().getRequest<FastifyRequest>());
    await consumeOrThrow(this.limiters[name], ip, (seconds) => new TooManyRequestsException(seconds));
    return true;
  }
}
