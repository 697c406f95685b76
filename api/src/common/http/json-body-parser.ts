import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth.js';

export const JSON_TOO_DEEP = 'Request body is nested too deeply';

/**
 * Nest's JSON body parser (the same Fastify parser, poisoning refused) behind a nesting-depth check, so an absurdly
 * nested body is a 400 at parse time instead of a stack overflow in the validation pipe (a 500).
 */
export function registerJsonBodyParser(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit }, (req, body, done) => {
    const text = body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(Object.assign(new Error(JSON_TOO_DEEP), { statusCode: 400 }), undefined);
      return;
    }
    parseJson(req, text, done);
  });
}
