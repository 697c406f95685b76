import { readFileSync } from 'node:fs';
import request from 'supertest';
import { REPO_ROOT } from '../src/config/paths.js';
import { api } from './support/api-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DIALECTS } from './support/test-db.js';

// The API describes itself (docs/operator/deploy.md#api-description-and-probes): the committed
// docs/openapi.json is what the running API serves; regenerate it with `npx nx run api:build && npm run
// openapi` after changing a route or DTO.

const committed = () =>
  JSON.parse(readFileSync(`${REPO_ROOT}/docs/openapi.json`, 'utf8')) as Record<string, unknown>;

describe.each(DIALECTS)('OpenAPI description (%s)', (dialect) => {
  describe('when enabled', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { OPENAPI_ENABLED: 'true' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('serves the description that docs/openapi.json holds (run `npm run openapi` when this fails)', async () => {
      const res = await request(t.server).get(api('/docs/openapi.json')).expect(200);
      expect(res.body).toEqual(committed());
    });

    it('describes OpenAPI 3 with every API route, the bearer scheme and the request DTOs', async () => {
      const doc = (await request(t.server).get(api('/docs/openapi.json')).expect(200)).body as {
        openapi: string;
        paths: Record<string, Record<string, { security?: unknown[] }>>;
        components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
      };
      expect(doc.openapi).toMatch(/^3\./);
      for (const path of [
        '/api/signup',
        '/api/login',
        '/api/v2/ratings',
        '/api/admin/users/{id}',
        '/api/health/ready',
      ]) {
        expect(Object.keys(doc.paths)).toContain(path);
      }
      expect(Object.keys(doc.paths)).not.toContain('/api/metrics');
      expect(doc.paths['/api/v2/ratings'].post.security).toEqual([{ bearer: [] }]);
      expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(Object.keys(doc.components.schemas)).toEqual(
        expect.arrayContaining(['SignupDto', 'RatingDto', 'QuestionnaireDto', 'ContactDto', 'AdminLoginDto']),
      );
    });

    it('serves the interactive page at /api/docs', async () => {
      const res = await request(t.server).get(api('/docs')).redirects(1).expect(200);
      expect(res.text).toContain('swagger-ui');
    });
  });

  describe('by default', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { NODE_ENV: 'production' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('serves nothing in production unless OPENAPI_ENABLED is set', async () => {
      await request(t.server).get(api('/docs')).expect(404);
      await request(t.server).get(api('/docs/openapi.json')).expect(404);
    });
  });
});
