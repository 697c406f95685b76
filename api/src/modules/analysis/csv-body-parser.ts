import { ANALYSIS_UPLOAD_MAX_BYTES } from '@vvq/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Fastify only parses JSON and text/plain by itself; the upload also takes `text/csv` bodies (what `curl
 * --data-binary @scores.csv -H 'Content-Type: text/csv'` and spreadsheet tools send), as a string, with the
 * upload's own size limit. Parsers are global in Fastify: the upload route alone accepts the type (@AcceptsBody), so
 * every other route answers 415 before reading such a body.
 */
export function registerCsvBodyParser(fastify: FastifyInstance): void {
  if (fastify.hasContentTypeParser('text/csv')) return;
  fastify.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: ANALYSIS_UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}
