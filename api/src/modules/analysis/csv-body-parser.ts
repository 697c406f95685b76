import { ANALYSIS_UPLOAD_MAX_BYTES } from '@vvq/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Fastify only parses JSON and text/plain by itself; the upload also takes `text/csv` bodies (what `curl
 * --data-binary @scores.csv -H 'Content-Type: text/csv'` and spreadsheet tools send), with the upload's own size
 * limit. Parsers are global in Fastify: the upload route alone accepts the type (@AcceptsBody), so every other route
 * answers 415 before reading such a body. Kept as raw bytes: the analysis worker decodes them, and the bytes move to
 * it without a copy, so a 4 MB upload costs the event loop no decoding and no cloning.
 */
export function registerCsvBodyParser(fastify: FastifyInstance): void {
  if (fastify.hasContentTypeParser('text/csv')) return;
  fastify.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: ANALYSIS_UPLOAD_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}
