import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

const tables = new WeakMap<object, string[]>();

/**
 * Records every route the HTTP server registers from now on, as "METHOD /pattern" (HEAD routes Fastify adds
 * for GETs left out). Fastify keeps no list of its routes; this one lets the route audit test check that
 * each is guarded or deliberately public, Nest's and the others (Swagger UI) alike.
 */
export function recordRoutes(fastify: FastifyInstance, app: INestApplication): void {
  const table: string[] = [];
  tables.set(app, table);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push(`${method} ${route.url}`);
    }
  });
}

/** The routes recorded for an application built by createApp. */
export function routeTable(app: INestApplication): readonly string[] {
  return tables.get(app) ?? [];
}
