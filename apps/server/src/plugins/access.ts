import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { CurrentAdmin } from '@crane/contract';
import { notFound, unauthorized } from '../lib/app-error.ts';
import { findSessionAdmin, sessionCookieName } from '../modules/auth/sessions.ts';
import { browserIdOf, inducteeCookieName } from '../modules/inductee/browser-token.ts';

/**
 * Who may call a route. Every `/api` route needs a signed-in admin unless it declares another
 * access, so a route added without a thought is protected.
 * - `public`: anyone.
 * - `optionalAdmin`: anyone, but the route learns who the admin is when one is signed in (e.g. anyone
 *   may read an active induction, only admins a draft).
 * - `inductee`: a browser holding the inductee cookie that `POST /api/inductee/start` sets; without it
 *   the answer is 404 `Progress not found`, as for someone else's progress, so ids cannot be probed.
 *   Which progress records the browser may touch is checked by the inductee services.
 * - `inducteeOrAdmin`: anyone, but the route learns both the admin and the inductee browser, and
 *   serves only what one of them may read (e.g. a signature image).
 */
export type RouteAccess = 'public' | 'admin' | 'optionalAdmin' | 'inductee' | 'inducteeOrAdmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in admin; set on every route whose access is `admin`. */
    admin: CurrentAdmin | null;
    /** Hash of the admin's session token, to end "other" sessions. */
    sessionId: string | null;
    /** The id (token hash) of the inductee browser cookie, when the request carries a well-formed one. */
    inducteeBrowserId: string | null;
  }
}

/** The single place where routes are guarded. */
export const accessControl = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.decorateRequest('admin', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('inducteeBrowserId', null);
    // A callback hook rather than an async one: only an admin's session needs the database.
    app.addHook('onRequest', (request, _reply, done) => {
      const access = accessOf(request);
      request.inducteeBrowserId = browserIdOf(request.cookies[inducteeCookieName]) ?? null;
      if (access === 'public') return done();
      if (access === 'inductee')
        return done(request.inducteeBrowserId === null ? notFound('Progress not found') : undefined);
      const token = request.cookies[sessionCookieName];
      if (!token) return done(access === 'admin' ? unauthorized() : undefined);
      findSessionAdmin(app.db, token, app.clock.now()).then((session) => {
        if (session) {
          request.admin = session.admin;
          request.sessionId = session.sessionId;
        }
        done(!session && access === 'admin' ? unauthorized() : undefined);
      }, done);
    });
  },
  { name: 'access-control', fastify: '5.x', dependencies: ['app-context', '@fastify/cookie'] },
);

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

/** The inductee browser of an `inductee` route (the hook above guarantees it). */
export function requireInducteeBrowser(request: FastifyRequest): string {
  if (request.inducteeBrowserId === null) throw notFound('Progress not found');
  return request.inducteeBrowserId;
}
