import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { Logger } from 'nestjs-pino';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX, LIST_TOTAL_HEADER, MEDIA_PREFIX } from '@vvq/contracts';
import type { AppConfig } from './config/app-config.js';
import { fastifyTimeoutOptions } from './config/http-timeouts.js';
import { fastifyTrustProxy } from './config/trust-proxy.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { registerBodyContentTypes } from './common/http/body-content-type.hook.js';
import { registerFormBodyParser } from './common/http/form-body-parser.js';
import { registerJsonBodyParser } from './common/http/json-body-parser.js';
import { registerQueryLimits } from './common/http/query-limits.hook.js';
import { registerBodylessMethodLimit } from './common/http/bodyless-method-limit.hook.js';
import { generateRequestId, sendRequestIdHeader } from './common/http/request-id.js';
import { recordRouteTemplates } from './common/http/route-template.js';
import { registerNoStoreDefault } from './common/http/no-store.hook.js';
import { UndeclaredQueryInterceptor } from './common/interceptors/undeclared-query.interceptor.js';
import { AppValidationPipe } from './common/pipes/app-validation.pipe.js';
import { validationOptions } from './common/validation-options.js';
import { serveOpenApi } from './openapi/openapi-document.js';

/**
 * The Fastify adapter with the settings that must exist before the app is created (body limit, proxy trust, the
 * timeouts that close slow clients' connections).
 */
export function createFastifyAdapter(config: AppConfig): FastifyAdapter {
  // Only configured proxies are believed; X-Forwarded-For entries left of them are client-chosen.
  return new FastifyAdapter({
    ...fastifyTimeoutOptions(config.httpTimeouts),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: generateRequestId,
  });
}

/**
 * Everything the HTTP surface needs, shared by main.ts and the integration tests so both serve the same API:
 * prefix, validation, error shape, security headers, CORS and media.
 */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  // Every Nest log call (start-up warnings, shutdown, errors) goes through the one pino logger (LoggingModule).
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  recordRouteTemplates(fastify);
  sendRequestIdHeader(fastify);
  app.setGlobalPrefix(API_PREFIX);
  // Body and query limits (common/http/input-limits.ts) are checked while parsing, before guards and validation.
  registerJsonBodyParser(app);
  registerFormBodyParser(app);
  registerNoStoreDefault(app);
  app.useGlobalPipes(new AppValidationPipe(validationOptions));
  app.useGlobalInterceptors(new UndeclaredQueryInterceptor());
  app.useGlobalFilters(new AllExceptionsFilter());
  await app.register(helmet, {
    // The front ends on other local ports (same site) play media from here.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.enableCors({
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    // The admin lists' total when called with paging parameters; a cross-origin script may read only exposed headers.
    exposedHeaders: [LIST_TOTAL_HEADER],
    // An OPTIONS request without the preflight headers is not a preflight: the plugin's strict mode would answer it
    // with a plain-text 400, outside the API's JSON error shape. Origins are still granted only from the list.
    strictPreflight: false,
  });
  registerBodyContentTypes(app);
  registerQueryLimits(app);
  registerBodylessMethodLimit(app);
  // Registered directly (not useStaticAssets) so no lazy package loading is involved; @fastify/static does Range.
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: `${MEDIA_PREFIX}/`,
    decorateReply: false,
    acceptRanges: true,
    cacheControl: true,
    maxAge: 86_400_000,
    index: false,
    list: false,
    wildcard: true,
  });
  serveOpenApi(app, config);
}
