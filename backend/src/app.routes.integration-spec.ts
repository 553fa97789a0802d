import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { routeTable } from './bootstrap/route-table';
import { IS_PUBLIC } from './common/auth/public.decorator';
import { TestApp, startTestApp } from './testing/test-app';

/**
 * Every route is guarded unless explicitly public. Adding a public route means adding it here, on purpose.
 * Nest handlers marked @Public():
 */
const PUBLIC_HANDLERS = [
  // Probes and metrics.
  'GET /health/live',
  'GET /health/ready',
  'GET /metrics',
  // Map data is public (spec part 2 §6), as is the sunrise information of the public map page.
  'GET /public/map/layers/objects',
  'GET /public/map/layers/:id/objects',
  'GET /public/map/layers/:id/objects/:name',
  'GET /public/map/lookup',
  'GET /public/sunrise',
  // Files: the token may come as ?access_token= (spec part 1 §7), checked by FileAccessService on every read.
  'GET /api/files/:id',
  'GET /public/files/:id',
  // Reference data of the public pages (spec part 1 §7).
  'GET /public/cities',
  'GET /public/countries',
  // Social binding is a browser navigation (access_token in the query, checked by the service) and the
  // provider's redirect back (the single-use state identifies the user).
  'GET /api/user/current/socials/bind/:provider',
  'GET /api/user/current/socials/callback/:provider',
];

/**
 * Routes the HTTP server serves outside Nest's controllers: Swagger UI (its page and static assets) and the
 * OpenAPI document, and the CORS preflight answer for every path.
 */
const PUBLIC_NON_NEST_ROUTES = [
  'OPTIONS *',
  'GET /docs/*',
  'GET /docs',
  'GET /docs/',
  'GET /docs/index.html',
  'GET /docs/LICENSE',
  'GET /docs/swagger-ui-init.js',
  'GET /docs/docs/swagger-ui-init.js',
  'GET /docs-json',
  'GET /docs-yaml',
];

/** Every route registered on the HTTP server, as "METHOD /path". */
function registeredRoutes(t: TestApp): string[] {
  return [...new Set(routeTable(t.app))];
}

/** Nest handlers and whether @Public() marks them (on the method or its controller). */
function nestHandlers(t: TestApp): Array<{ route: string; isPublic: boolean }> {
  const handlers: Array<{ route: string; isPublic: boolean }> = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype).filter((n) => n !== 'constructor')) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const path = `/${[base, String(Reflect.getMetadata(PATH_METADATA, handler))].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
        const isPublic = Boolean(Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller));
        handlers.push({ route: `${method} ${path}`, isPublic });
      }
    }
  }
  return handlers;
}

/** A concrete URL for a route pattern: parameters get a well-formed dummy id. */
function concretePath(pattern: string): string {
  const path = pattern.replace(/[:*]\w+/g, '00000000-0000-4000-8000-0000000000ff').replace(/[{}]/g, '').replace(/\*$/, 'any');
  return path.startsWith('/') ? path : `/${path}`;
}

describe('every registered route', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('finds the public handlers exactly as listed', () => {
    const handlers = nestHandlers(t);
    expect(handlers.length).toBeGreaterThan(PUBLIC_HANDLERS.length);
    expect(handlers.filter((h) => h.isPublic).map((h) => h.route).sort()).toEqual([...PUBLIC_HANDLERS].sort());
  });

  it('knows every route: Nest handlers plus the listed non-Nest ones', () => {
    const nest = nestHandlers(t).map((h) => h.route);
    const others = registeredRoutes(t).filter((route) => !nest.includes(route));
    expect(others.sort()).toEqual([...PUBLIC_NON_NEST_ROUTES].sort());
  });

  it('answers 401 in the error shape without a token, unless the route is listed as public', async () => {
    const publicRoutes = new Set([...PUBLIC_HANDLERS, ...PUBLIC_NON_NEST_ROUTES]);
    const routes = registeredRoutes(t);
    expect(routes.length).toBeGreaterThan(publicRoutes.size);
    for (const route of routes) {
      const [method, pattern] = route.split(' ');
      const res = await t.http[method.toLowerCase() as 'get'](concretePath(pattern));
      if (publicRoutes.has(route)) {
        expect([route, res.status]).not.toEqual([route, 401]);
      } else {
        expect([route, res.status, res.body]).toEqual([route, 401, { error: 'Unauthorized', message: 'Authentication is required', statusCode: 401 }]);
      }
    }
  });
});
