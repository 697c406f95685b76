// Jest on Node 20 cannot require() the ESM-only content-disposition@3 that @fastify/static loads for
// reply.download(), which the API never uses. Tests map it to this minimal CommonJS stand-in; production uses the real one.
'use strict';
function create(filename) {
  return filename ? `attachment; filename="${String(filename).replace(/["\\]/g, '_')}"` : 'attachment';
}
module.exports = { create, parse: () => ({ type: 'attachment', parameters: {} }) };
