import { RouteConfig } from '@nestjs/platform-fastify';

/** Where a route's accepted body types sit in its Fastify route config (read by body-content-type.hook.ts). */
export const BODY_CONTENT_TYPES_CONFIG = 'bodyContentTypes';

/** What every route with a body accepts unless it says otherwise: what the front ends and HTML forms send. */
export const DEFAULT_BODY_CONTENT_TYPES: readonly string[] = [
  'application/json',
  'application/x-www-form-urlencoded',
];

/**
 * The body types (media types, lower case) a route accepts instead of the default ones. Parsers are global in
 * Fastify, so a type with a parser of its own (e.g. text/csv with a larger limit) is accepted only where a route
 * declares it.
 */
export const AcceptsBody = (...types: string[]): MethodDecorator =>
  RouteConfig({ [BODY_CONTENT_TYPES_CONFIG]: types.map((t) => t.toLowerCase()) });
