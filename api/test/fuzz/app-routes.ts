import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { API_PREFIX, MEDIA_PREFIX } from '@vvq/contracts';
import type { TestApp } from '../support/test-app.js';

export interface AppRoute {
  method: string;
  /** Fastify-style template, e.g. `/api/admin/users/:id`. */
  path: string;
}

/** The routes served outside Nest's controllers (registered straight on Fastify by configureApp). */
export const NON_CONTROLLER_ROUTES: AppRoute[] = [
  { method: 'GET', path: `${MEDIA_PREFIX}/*` },
  // The OpenAPI description and its page (@nestjs/swagger, on unless OPENAPI_ENABLED=false; src/openapi/).
  ...[
    '',
    '/',
    '/openapi.json',
    '/swagger-ui-init.js',
    '/docs/swagger-ui-init.js',
    '/index.html',
    '/LICENSE',
    '/*',
  ].map((path) => ({ method: 'GET', path: `/${API_PREFIX}/docs${path}` })),
];

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/**
 * Every route of every controller of the running app, read from the same metadata Nest registers them from, so a
 * route added later is fuzzed without anyone listing it. The app must be started with DiscoveryModule imported.
 * Each route found is checked against Fastify's own table, so a wrong reading of the metadata cannot go unnoticed.
 */
export function appRoutes(t: TestApp): AppRoute[] {
  const discovery = t.app.get(DiscoveryService);
  const scanner = t.app.get(MetadataScanner);
  const routes: AppRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!type) continue;
    const base = [Reflect.getMetadata(PATH_METADATA, type) ?? ''].flat() as string[];
    for (const name of scanner.getAllMethodNames(type.prototype)) {
      const handler = (type.prototype as Record<string, unknown>)[name] as object;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (paths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const b of base)
        for (const p of [paths].flat()) routes.push({ method, path: join(API_PREFIX, b, p) });
    }
  }
  const fastify = t.app.getHttpAdapter().getInstance();
  for (const r of [...routes, ...NON_CONTROLLER_ROUTES]) {
    if (!fastify.hasRoute({ method: r.method as 'GET', url: r.path })) {
      throw new Error(`route the fuzz test would send to is not served by Fastify: ${r.method} ${r.path}`);
    }
  }
  return [...routes, ...NON_CONTROLLER_ROUTES].sort((a, b) =>
    `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`),
  );
}

/**
 * Every (method, path) in Fastify's own route table, read from its printed tree (`printRoutes`), without the HEAD
 * twins of GET routes and the CORS plugin's catch-all OPTIONS: what `appRoutes` must cover.
 */
export function fastifyRoutes(t: TestApp): AppRoute[] {
  const tree = t.app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([^)]*)\))?$/u.exec(line);
    if (!m) continue;
    const depth = [...m[1]].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      const path = stack.join('');
      if (method === 'HEAD' || (method === 'OPTIONS' && path === '*')) continue;
      routes.push({ method, path });
    }
  }
  return routes;
}
