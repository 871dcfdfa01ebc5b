import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentAdmin } from '@crane/contract';
import { unauthorized } from '../lib/app-error.ts';
import { findSessionAdmin, sessionCookieName } from '../modules/auth/sessions.ts';

/**
 * Who may call a route. Every `/api` route needs a signed-in admin unless it declares
 * `config: { access: 'public' }`, so a route added without a thought is protected.
 * `optionalAdmin` routes are open to anyone but learn who the admin is when one is signed in
 * (e.g. anyone may read an active induction, only admins a draft).
 */
export type RouteAccess = 'public' | 'admin' | 'optionalAdmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in admin; set on every route whose access is `admin`. */
    admin: CurrentAdmin | null;
    /** Hash of the admin's session token, to end "other" sessions. */
    sessionId: string | null;
  }
}

/** The single place where admin routes are guarded. */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('admin', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const access = accessOf(request);
    if (access === 'public') return;
    const token = request.cookies[sessionCookieName];
    const session = token ? await findSessionAdmin(app.db, token) : undefined;
    if (session) {
      request.admin = session.admin;
      request.sessionId = session.sessionId;
    } else if (access === 'admin') {
      throw unauthorized();
    }
  });
}

function accessOf(request: FastifyRequest): RouteAccess {
  if (request.is404) return 'public';
  const url = request.routeOptions.url ?? '';
  if (!url.startsWith('/api/')) return 'public';
  return request.routeOptions.config.access ?? 'admin';
}

/** The signed-in admin of a guarded route (the hook above guarantees it). */
export function requireAdmin(request: FastifyRequest): CurrentAdmin {
  if (!request.admin) throw unauthorized();
  return request.admin;
}
