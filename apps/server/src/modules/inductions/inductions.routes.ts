import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  InductionInputSchema,
  InductionPageSchema,
  InductionSchema,
  InductionSummarySchema,
  InductionUpdateSchema,
  InductionVersionsSchema,
  PageInputSchema,
  PublishInductionSchema,
  ReorderPagesSchema,
  SuccessResponseSchema,
} from '@crane/contract';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAdmin } from '../../plugins/access.ts';
import * as versions from '../versions/versions.service.ts';
import * as service from './inductions.service.ts';

export async function inductionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const pagesResponse = { 200: z.array(InductionPageSchema), ...errorResponses };
  const versionDependencies = {
    db: app.db,
    storage: app.storage,
    publicUrl: app.config.publicUrl,
    timeZone: app.config.timeZone,
  };

  routes.get(
    '/api/inductions',
    { schema: { response: { 200: z.array(InductionSummarySchema), ...errorResponses } } },
    async () => service.listInductions(app.db),
  );

  routes.post(
    '/api/inductions',
    { schema: { body: InductionInputSchema, response: { 201: InductionSchema, ...errorResponses } } },
    async (request, reply) =>
      reply.code(201).send(
        await service.createInduction(versionDependencies, request.body, {
          admin: requireAdmin(request),
          now: app.clock.now(),
        }),
      ),
  );

  routes.get(
    '/api/inductions/:id',
    {
      config: { access: 'optionalAdmin' },
      schema: { params: IdParamsSchema, response: { 200: InductionSchema, ...errorResponses } },
    },
    async (request) => service.getInduction(app.db, request.params.id, request.admin),
  );

  routes.put(
    '/api/inductions/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: InductionUpdateSchema,
        response: { 200: InductionSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.updateInduction(versionDependencies, request.params.id, request.body, {
        admin: requireAdmin(request),
        now: app.clock.now(),
      }),
  );

  routes.post(
    '/api/inductions/:id/publish',
    {
      schema: {
        params: IdParamsSchema,
        body: PublishInductionSchema,
        response: { 200: InductionVersionsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { supersededCount } = await versions.publishInduction(versionDependencies, request.params.id, {
        choice: request.body.completions,
        publisher: { id: admin.id, name: admin.name },
        now: app.clock.now(),
      });
      return {
        ...(await versions.listVersions(app.db, request.params.id, app.config.timeZone)),
        supersededCount,
      };
    },
  );

  routes.get(
    '/api/inductions/:id/versions',
    { schema: { params: IdParamsSchema, response: { 200: InductionVersionsSchema, ...errorResponses } } },
    async (request) => versions.listVersions(app.db, request.params.id, app.config.timeZone),
  );

  routes.post(
    '/api/inductions/:id/duplicate',
    { schema: { params: IdParamsSchema, response: { 201: InductionSchema, ...errorResponses } } },
    async (request, reply) =>
      reply.code(201).send(await service.duplicateInduction(app.db, request.params.id, app.clock.now())),
  );

  routes.get(
    '/api/inductions/:id/pages',
    { config: { access: 'optionalAdmin' }, schema: { params: IdParamsSchema, response: pagesResponse } },
    async (request) => service.listPages(app.db, request.params.id, request.admin),
  );

  routes.post(
    '/api/inductions/:id/pages',
    {
      schema: {
        params: IdParamsSchema,
        body: PageInputSchema,
        response: { 201: InductionPageSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createPage(app.db, request.params.id, request.body, app.clock.now())),
  );

  routes.put(
    '/api/induction-pages/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: PageInputSchema,
        response: { 200: InductionPageSchema, ...errorResponses },
      },
    },
    async (request) => service.updatePage(app.db, request.params.id, request.body, app.clock.now()),
  );

  routes.delete(
    '/api/induction-pages/:id',
    { schema: { params: IdParamsSchema, response: { 200: SuccessResponseSchema, ...errorResponses } } },
    async (request) => {
      await service.deletePage(app.db, request.params.id, app.clock.now());
      return { success: true as const, message: 'Page deleted' };
    },
  );

  routes.put(
    '/api/inductions/:id/reorder-pages',
    { schema: { params: IdParamsSchema, body: ReorderPagesSchema, response: pagesResponse } },
    async (request) => service.reorderPages(app.db, request.params.id, request.body, app.clock.now()),
  );
}
