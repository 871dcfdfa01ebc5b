import Fastify from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { accessControl } from './access.ts';
import { apiRoutes } from './api-routes.ts';

/** A plugin that only carries a name, standing for the real one of that name. */
const namedOnly = (name: string) => fastifyPlugin(async () => {}, { name });

const routeNeeds = [
  'app-context',
  'mail-worker',
  'route-table',
  'error-handler',
  'security-headers',
  '@fastify/cookie',
  '@fastify/multipart',
  'origin-check',
  'access-control',
  'text-input-check',
];

describe('the order of the plugins', () => {
  it('is checked: the routes refuse to load before any plugin they rely on', async () => {
    for (const missing of routeNeeds) {
      const app = Fastify({ logger: false });
      for (const name of routeNeeds.filter((candidate) => candidate !== missing)) await app.register(namedOnly(name));
      await expect(app.register(apiRoutes).ready(), missing).rejects.toThrow(
        `The dependency '${missing}' of plugin 'api-routes' is not registered`,
      );
      await app.close();
    }
  });

  it('is checked: the access control refuses to load before the cookies are parsed', async () => {
    const app = Fastify({ logger: false });
    await app.register(namedOnly('app-context'));
    await expect(app.register(accessControl).ready()).rejects.toThrow(
      "The dependency '@fastify/cookie' of plugin 'access-control' is not registered",
    );
    await app.close();
  });
});
