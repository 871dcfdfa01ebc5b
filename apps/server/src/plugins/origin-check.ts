import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { forbidden } from '../lib/app-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a page of another origin (CSRF), on top of the
 * SameSite=Lax cookie. Requests without an Origin header (curl, server-to-server) pass.
 */
export const originCheck = fastifyPlugin(
  async (app: FastifyInstance) => {
    const publicOrigin = new URL(app.config.publicUrl).origin;
    // A callback hook rather than an async one: it runs on every request and never waits.
    app.addHook('onRequest', (request, _reply, done) => {
      done(isSameOriginOrSafe(request, publicOrigin) ? undefined : forbidden(crossOriginMessage));
    });
  },
  { name: 'origin-check', fastify: '5.x', dependencies: ['app-context'] },
);

function isSameOriginOrSafe(request: FastifyRequest, publicOrigin: string): boolean {
  if (safeMethods.has(request.method)) return true;
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (origin === undefined || origin === publicOrigin) return true;
  const host = request.headers.host;
  return host !== undefined && URL.canParse(origin) && new URL(origin).host === host;
}

const crossOriginMessage = 'Cross-origin request refused';
