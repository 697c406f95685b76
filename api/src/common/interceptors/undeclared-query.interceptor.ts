import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { validationOptions } from '../validation-options.js';

/** True when the handler reads the query string with @Query() (then its DTO's whitelist decides). */
function declaresQuery(context: ExecutionContext): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), context.getHandler().name) ??
    {}) as object;
  return Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.QUERY));
}

/**
 * The whitelist rule for query strings of routes that take none: the ValidationPipe only sees parameters a handler
 * declares, so `?x=1` on such a route would otherwise be ignored silently. Same 400 text as an unknown DTO field.
 * Runs after the guards, so an unauthenticated caller still gets the 401.
 */
@Injectable()
export class UndeclaredQueryInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http' && !declaresQuery(context)) {
      const query = context.switchToHttp().getRequest<FastifyRequest>().query;
      const names = query && typeof query === 'object' ? Object.keys(query) : [];
      if (names.length > 0) {
        throw validationOptions.exceptionFactory!(
          names.map((property) => ({
            property,
            constraints: { whitelistValidation: `property ${property} should not exist` },
          })),
        );
      }
    }
    return next.handle();
  }
}
