import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { badRequest, INPUT_LIMITS } from './input-limits.js';
import { jsonShapeError } from './json-shape.js';
import { illFormedTextError } from './well-formed-text.js';

/**
 * Nest's JSON body parser (the same Fastify parser, poisoning refused) between two checks that answer 400 at parse
 * time: the shape of the text (nesting, fields, list items; see input-limits.ts) before anything is built, and text
 * that is not Unicode (lone surrogates) after.
 */
export function registerJsonBodyParser(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  );
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (req, body, done) => {
    const text = body.toString('utf8');
    const shapeError = jsonShapeError(text, INPUT_LIMITS);
    if (shapeError) {
      done(badRequest(shapeError), undefined);
      return;
    }
    parseJson(req, text, (error, parsed) => {
      const textError = error ? null : illFormedTextError(parsed);
      done(error ?? (textError ? badRequest(textError) : null), textError ? undefined : parsed);
    });
  });
}
