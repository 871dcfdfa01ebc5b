import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ApiTokenScope, CurrentAdmin } from '@crane/contract';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import type { ApiTokenCaller } from '../modules/api-tokens/api-tokens.service.ts';
import { authenticateBearer, bearerTokenOf } from '../modules/api-tokens/token-access.ts';
import { findSessionAdmin, sessionCookieName } from '../modules/auth/sessions.ts';
import { browserIdOf, inducteeCookieName } from '../modules/inductee/browser-token.ts';
import { progressNotFound } from '../modules/inductee/progress-state.ts';

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
 * A request with `Authorization: Bearer <API token>` to any route but a public or inductee one is
 * another system's (decision 39): it passes only on the read routes whose `tokenScope` the token holds,
 * and then as the token (`request.apiToken`), never as an admin.
 */
export type RouteAccess = 'public' | 'admin' | 'optionalAdmin' | 'inductee' | 'inducteeOrAdmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The API token scope that opens this (admin, read-only) route to other systems (issue 17 §2). */
    tokenScope?: ApiTokenScope;
  }
  interface FastifyRequest {
    /** The signed-in admin; set on every route whose access is `admin`. */
    admin: CurrentAdmin | null;
    /** Hash of the admin's session token, to end "other" sessions. */
    sessionId: string | null;
    /** The id (token hash) of the inductee browser cookie, when the request carries a well-formed one. */
    inducteeBrowserId: string | null;
    /** The other system calling with an API token, on the routes its scopes open. */
    apiToken: ApiTokenCaller | null;
  }
}

/** The single place where routes are guarded. */
export const accessControl = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.decorateRequest('admin', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('inducteeBrowserId', null);
    app.decorateRequest('apiToken', null);
    // A callback hook rather than an async one: only an admin's session needs the database.
    app.addHook('onRequest', (request, _reply, done) => {
      const access = accessOf(request);
      request.inducteeBrowserId = browserIdOf(request.cookies[inducteeCookieName]) ?? null;
      if (access === 'public') return done();
      if (access === 'inductee') return done(request.inducteeBrowserId === null ? progressNotFound() : undefined);
      const bearer = bearerTokenOf(request.headers.authorization);
      // A token opens the routes of its scopes; on a route anyone may call, one that opens nothing is
      // ignored, as the OpenAPI document says that route needs no credentials.
      const isTokenRoute = access === 'admin' || request.routeOptions.config.tokenScope !== undefined;
      if (bearer !== undefined && isTokenRoute) {
        authenticateBearer(app, request, bearer).then((caller) => {
          request.apiToken = caller;
          done();
        }, done);
        return;
      }
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

/** The signed-in admin, who must be a super admin to `what` (e.g. `manage API tokens`): else 403. */
export function requireSuperAdmin(request: FastifyRequest, what: string): CurrentAdmin {
  const admin = requireAdmin(request);
  if (admin.role !== 'super_admin') throw forbidden(`Only a super admin can ${what}`);
  return admin;
}

/** The inductee browser of an `inductee` route (the hook above guarantees it). */
export function requireInducteeBrowser(request: FastifyRequest): string {
  if (request.inducteeBrowserId === null) throw progressNotFound();
  return request.inducteeBrowserId;
}
