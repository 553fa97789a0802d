import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { routeTable } from './bootstrap/route-table';
import { IS_PUBLIC } from './common/auth/public.decorator';
import { ACCESS_POLICIES } from './testing/security/access-policies';
import { TestApp, startTestApp } from './testing/test-app';

/**
 * Every route is guarded unless explicitly public. Who may call each route — public ones included — is
 * declared once, in testing/security/access-policies.ts (the route × identity matrix checks the rest of
 * each policy); adding a public route means declaring it `publicRoute()` there, on purpose.
 */
const PUBLIC_ROUTES = Object.entries(ACCESS_POLICIES)
  .filter(([, policy]) => policy.audience.kind === 'public')
  .map(([route]) => route);

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
        // Slashes are collapsed only where the parts join: a route may spell out an empty segment (layers//objects).
        const parts = [base, String(Reflect.getMetadata(PATH_METADATA, handler))].map((part) => part.replace(/^\/+|\/+$/g, ''));
        const path = `/${parts.filter((part) => part !== '').join('/')}`;
        const isPublic = Boolean(Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, controller));
        handlers.push({ route: `${method} ${path}`, isPublic });
      }
    }
  }
  return handlers;
}

/** A concrete URL for a route pattern: parameters get a well-formed dummy id. */
function concretePath(pattern: string): string {
  const path = pattern
    .replace(/[:*]\w+/g, '00000000-0000-4000-8000-0000000000ff')
    .replace(/[{}]/g, '')
    .replace(/\*$/, 'any');
  return path.startsWith('/') ? path : `/${path}`;
}

describe('every registered route', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  it('marks @Public() exactly the Nest handlers declared public', () => {
    const handlers = nestHandlers(t);
    const nest = new Set(handlers.map((h) => h.route));
    expect(handlers.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    expect(
      handlers
        .filter((h) => h.isPublic)
        .map((h) => h.route)
        .sort(),
    ).toEqual(PUBLIC_ROUTES.filter((route) => nest.has(route)).sort());
  });

  it('knows every route: Nest handlers, and the ones outside Nest (Swagger UI, the OpenAPI document, CORS preflight) declared public', () => {
    const nest = nestHandlers(t).map((h) => h.route);
    const others = registeredRoutes(t).filter((route) => !nest.includes(route));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((route) => !PUBLIC_ROUTES.includes(route))).toEqual([]);
  });

  it('answers 401 in the error shape without a token, unless the route is declared public', async () => {
    const publicRoutes = new Set(PUBLIC_ROUTES);
    const routes = registeredRoutes(t);
    expect(routes.length).toBeGreaterThan(publicRoutes.size);
    for (const route of routes) {
      const [method, pattern] = route.split(' ');
      const res = await t.http[method.toLowerCase() as 'get'](concretePath(pattern));
      if (publicRoutes.has(route)) {
        expect([route, res.status]).not.toEqual([route, 401]);
      } else {
        expect([route, res.status, res.body]).toEqual([
          route,
          401,
          { error: 'Unauthorized', message: 'Authentication is required', statusCode: 401 },
        ]);
      }
    }
  });
});
