import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config.js';
import { BEARER_SCHEME } from '../common/openapi/bearer-scheme.js';

/** Where the description is served (under the /api prefix) when OPENAPI_ENABLED: the UI and its JSON. */
export const OPENAPI_UI_PATH = 'docs';
export const OPENAPI_JSON_PATH = 'docs/openapi.json';

/**
 * The OpenAPI 3 description built from the controllers and the api DTOs' @nestjs/swagger decorators (the contracts
 * in libs/contracts stay decorator-free). `npm run openapi` writes it to docs/openapi.json; a test compares that
 * file with what the running API serves.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const info = new DocumentBuilder()
    .setTitle('VVQ API')
    .setDescription(
      'Subjective quality studies of volumetric video (ITU-R BT.500). Every error is ' +
        '{ statusCode, error, message }; `error` is the text a page shows. Participant and admin routes take ' +
        '`Authorization: Bearer <token>` from POST /api/login or POST /api/admin/login.',
    )
    .setVersion('1')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'VVQ token',
        description: 'A participant token (POST /api/login) or an admin token (POST /api/admin/login)',
      },
      BEARER_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, info, {
    // Stable, readable operation ids ('ParticipantsController_signup'): integrators generate clients from them.
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey}_${methodKey}`,
  });
  return withCommonParts(document);
}

/** The one error body of every route (common/filters/all-exceptions.filter.ts). */
const API_ERROR_SCHEMA = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    error: { type: 'string', description: 'The text a page shows', example: 'Please enter a valid email' },
    message: {
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
      description: 'The same text, or every validation message',
    },
  },
} as const;

/** Where a route belongs, by its path: the admin area, the probes, or the participant journey. */
function tagOf(path: string): string {
  if (path.startsWith('/api/admin/')) return 'admin';
  if (path.startsWith('/api/health')) return 'health';
  return 'participant';
}

/**
 * What every operation shares, added once instead of per controller: a tag by area and the common error body as
 * the default response.
 */
function withCommonParts(document: OpenAPIObject): OpenAPIObject {
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ApiError: API_ERROR_SCHEMA as never },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const operation of Object.values(item) as Array<Record<string, unknown>>) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      if (!Array.isArray(operation.tags) || operation.tags.length === 0) operation.tags = [tagOf(path)];
      (operation.responses as Record<string, unknown>).default = {
        description: 'An error: { statusCode, error, message }',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      };
    }
  }
  document.tags = [
    { name: 'participant', description: 'Signup, login, questionnaire, sessions, ratings, contact' },
    { name: 'admin', description: 'The admin area: statistics, participants, feedback, messages, analysis' },
    { name: 'health', description: 'Liveness and readiness for probes and proxies' },
  ];
  return document;
}

/** Serves the UI at /api/docs and the JSON at /api/docs/openapi.json, only when OPENAPI_ENABLED. */
export function serveOpenApi(app: INestApplication, config: AppConfig): void {
  if (!config.openApiEnabled) return;
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => buildOpenApiDocument(app), {
    useGlobalPrefix: true,
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    yamlDocumentUrl: undefined,
    raw: ['json'],
  });
}
