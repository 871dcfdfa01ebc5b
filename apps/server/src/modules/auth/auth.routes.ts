import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminListSchema,
  AdminUserSchema,
  ChangePasswordSchema,
  CurrentAdminSchema,
  LoginResponseSchema,
  LoginSchema,
  RegisterAdminSchema,
  SuccessResponseSchema,
} from '@crane/contract';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAdmin } from '../../plugins/access.ts';
import * as service from './auth.service.ts';
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
      const { user, session } = await service.logIn(app.db, request.body, request.ip, app.clock.now());
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
      return { success: true as const, message: 'Password updated' };
    },
  );

  routes.get('/api/auth/admins', { schema: { response: { 200: AdminListSchema, ...errorResponses } } }, async () =>
    service.listAdminUsers(app.db),
  );
}
