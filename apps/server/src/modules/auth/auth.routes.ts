import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminIdParamsSchema,
  AdminIntegrationsSchema,
  AdminListSchema,
  AdminUserSchema,
  ChangePasswordSchema,
  CurrentAdminSchema,
  LoginResponseSchema,
  LoginSchema,
  RegisterAdminSchema,
  SuccessResponseSchema,
} from '@crane/contract';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAdmin, requireSuperAdmin } from '../../plugins/access.ts';
import { listActiveTokensMadeBy } from '../api-tokens/api-tokens.service.ts';
import { actorOf, auditAdminAction } from '../audit/audit-request.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { listEndpointsMadeBy } from '../webhooks/webhooks.service.ts';
import * as service from './auth.service.ts';
import { isFirstThrottledInWindow } from './login-throttle.ts';
import { sessionCookieName } from './sessions.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const isSecure = app.config.publicUrl.startsWith('https://');

  const clearSessionCookie = (reply: FastifyReply) =>
    reply.clearCookie(sessionCookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure });

  routes.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { body: LoginSchema, response: { 200: LoginResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const email = service.normaliseEmail(request.body.email);
      let signedIn: Awaited<ReturnType<typeof service.logIn>>;
      try {
        signedIn = await service.logIn(app.db, request.body, request.ip, app.clock.now());
      } catch (error) {
        // A refused sign-in (a wrong password, or a deactivated admin's right one) is recorded with the
        // email tried; the password never is. Refusals for too many attempts are recorded once per client
        // network and window (the first), not once per request.
        if (
          error instanceof AppError &&
          (error.statusCode === 401 ||
            error.statusCode === 403 ||
            (error.statusCode === 429 && (await isFirstThrottledInWindow(app.db, request.ip, app.clock.now()))))
        ) {
          const admin = await service.findAdminIdByEmail(app.db, email);
          await recordAudit(app.db, actorOf(app, request, { id: admin ?? null, email }), {
            action: error.statusCode === 429 ? 'sign-in-throttled' : 'sign-in-failed',
            ...(error.statusCode === 403 && { details: { reason: 'deactivated' } }),
          });
        }
        throw error;
      }
      const { user, session } = signedIn;
      await recordAudit(app.db, actorOf(app, request, user), { action: 'sign-in' });
      reply.setCookie(sessionCookieName, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure,
        expires: session.expiresAt,
      });
      return { user };
    },
  );

  routes.post(
    '/api/auth/logout',
    { schema: { response: { 200: SuccessResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      if (request.sessionId) await service.logOut(app.db, request.sessionId);
      if (request.admin) await auditAdminAction(app, request, { action: 'sign-out' });
      clearSessionCookie(reply);
      return { success: true as const, message: 'Logged out' };
    },
  );

  routes.get(
    '/api/auth/me',
    { schema: { response: { 200: CurrentAdminSchema, ...errorResponses } } },
    async (request) => requireAdmin(request),
  );

  routes.post(
    '/api/auth/register',
    { schema: { body: RegisterAdminSchema, response: { 201: AdminUserSchema, ...errorResponses } } },
    async (request, reply) => {
      const admin = await service.registerAdmin(app.db, requireAdmin(request), request.body, app.clock.now());
      await auditAdminAction(app, request, {
        action: 'admin-created',
        target: { type: 'admin', id: admin.id, label: admin.email },
        details: { name: admin.name, role: admin.role },
      });
      return reply.code(201).send(admin);
    },
  );

  routes.post(
    '/api/auth/reset-password',
    { schema: { body: ChangePasswordSchema, response: { 200: SuccessResponseSchema, ...errorResponses } } },
    async (request) => {
      await service.changeOwnPassword(
        app.db,
        requireAdmin(request),
        request.sessionId ?? '',
        request.body,
        app.clock.now(),
      );
      const admin = requireAdmin(request);
      await auditAdminAction(app, request, {
        action: 'password-changed',
        target: { type: 'admin', id: admin.id, label: admin.email },
      });
      return { success: true as const, message: 'Password updated' };
    },
  );

  routes.get('/api/auth/admins', { schema: { response: { 200: AdminListSchema, ...errorResponses } } }, async () =>
    service.listAdminUsers(app.db),
  );

  // What keeps working when the admin is deactivated (decision 53's addendum): the confirmation names it.
  routes.get(
    '/api/auth/admins/:id/integrations',
    { schema: { params: AdminIdParamsSchema, response: { 200: AdminIntegrationsSchema, ...errorResponses } } },
    async (request) => {
      requireSuperAdmin(request, "read an admin's integrations");
      const admin = await service.getAdminUser(app.db, request.params.id);
      return {
        apiTokens: await listActiveTokensMadeBy(app.db, admin.id, app.clock.now()),
        webhooks: await listEndpointsMadeBy(app.db, admin.id),
      };
    },
  );

  for (const [path, action] of [
    ['deactivate', 'admin-deactivated'],
    ['reactivate', 'admin-reactivated'],
  ] as const) {
    routes.post(
      `/api/auth/admins/:id/${path}`,
      { schema: { params: AdminIdParamsSchema, response: { 200: AdminUserSchema, ...errorResponses } } },
      async (request) => {
        const actor = requireSuperAdmin(request, `${path} an admin`);
        const change = path === 'deactivate' ? service.deactivateAdmin : service.reactivateAdmin;
        const { admin, isChanged } = await change(app.db, actor, request.params.id, app.clock.now());
        if (isChanged) {
          await auditAdminAction(app, request, { action, target: { type: 'admin', id: admin.id, label: admin.email } });
        }
        return admin;
      },
    );
  }
}
