import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { RouteAccess } from './access.ts';

export type RouteEntry = {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's answer schemas by status, as declared (zod); compiled when first used (response-serializer.ts). */
  responses: Record<string, unknown> | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, for the route-enumeration test and diagnostics. */
    routeTable: RouteEntry[];
  }
}

/** Records each route as it is added; register it before any route. */
export const routeTable = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.decorate('routeTable', []);
    app.addHook('onRoute', (route) => {
      // Read when asked: a plugin's own onRoute hook may declare the access of routes it does not write
      // (the API viewer's, plugins/openapi.ts), and runs after this one.
      const config = (route.config ??= {});
      for (const method of [route.method].flat()) {
        app.routeTable.push({
          method,
          url: route.url,
          responses: route.schema?.response as Record<string, unknown> | undefined,
          get access() {
            return config.access ?? 'admin';
          },
        });
      }
    });
  },
  { name: 'route-table', fastify: '5.x' },
);
