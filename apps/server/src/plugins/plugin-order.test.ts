import Fastify from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { accessControl } from './access.ts';
import { apiRoutes, apiRoutesNeed } from './api-routes.ts';

/** A plugin that only carries a name, standing for the real one of that name. */
const namedOnly = (name: string) => fastifyPlugin(async () => {}, { name });

describe('the order of the plugins', () => {
  it('is checked: the routes refuse to load before any plugin they rely on', async () => {
    expect(apiRoutesNeed).toEqual(expect.arrayContaining(['access-control', 'error-handler', '@fastify/cookie']));
    for (const missing of apiRoutesNeed) {
      const app = Fastify({ logger: false });
      for (const name of apiRoutesNeed.filter((candidate) => candidate !== missing))
        await app.register(namedOnly(name));
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
