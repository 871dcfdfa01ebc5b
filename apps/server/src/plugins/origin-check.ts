import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/app-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a page of another origin (CSRF), on top of the
 * SameSite=Lax cookie. Requests without an Origin header (curl, server-to-server) pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(crossOriginMessage);
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === publicOrigin) return;
    const host = request.headers.host;
    if (host !== undefined && URL.canParse(origin) && new URL(origin).host === host) return;
    throw forbidden(crossOriginMessage);
  });
}

const crossOriginMessage = 'Cross-origin request refused';
