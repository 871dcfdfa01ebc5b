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
  PageInputSchema,
  ReorderPagesSchema,
  SuccessResponseSchema,
} from '@crane/contract';
import { errorResponses } from '../../lib/error-responses.ts';
import * as service from './inductions.service.ts';

export async function inductionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const pagesResponse = { 200: z.array(InductionPageSchema), ...errorResponses };

  routes.get(
    '/api/inductions',
    { schema: { response: { 200: z.array(InductionSummarySchema), ...errorResponses } } },
    async () => service.listInductions(app.db),
  );

  routes.post(
    '/api/inductions',
    { schema: { body: InductionInputSchema, response: { 201: InductionSchema, ...errorResponses } } },
    async (request, reply) =>
      reply.code(201).send(await service.createInduction(app.db, request.body, app.clock.now())),
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
    async (request) => service.updateInduction(app.db, request.params.id, request.body, app.clock.now()),
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
      await service.deletePage(app.db, request.params.id);
      return { success: true as const, message: 'Page deleted' };
    },
  );

  routes.put(
    '/api/inductions/:id/reorder-pages',
    { schema: { params: IdParamsSchema, body: ReorderPagesSchema, response: pagesResponse } },
    async (request) => service.reorderPages(app.db, request.params.id, request.body, app.clock.now()),
  );
}
