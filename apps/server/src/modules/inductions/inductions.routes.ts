import { isDeepStrictEqual } from 'node:util';
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
import { auditAdminAction } from '../audit/audit-request.ts';
import type { AuditEvent } from '../audit/audit.service.ts';
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

  const inductionTarget = (induction: { id: number; title: string }) =>
    ({ type: 'induction', id: induction.id, label: induction.title }) as const;
  /** The version an induction's publish made, for its entry. */
  const publishedVersion = async (inductionId: number) =>
    (await versions.listVersions(app.db, inductionId, app.config.timeZone)).publishedVersion;
  const auditPagesChanged = async (
    request: Parameters<typeof auditAdminAction>[1],
    inductionId: number,
    details: AuditEvent['details'],
  ) => {
    const induction = await service.getInduction(app.db, inductionId, requireAdmin(request));
    await auditAdminAction(app, request, { action: 'pages-changed', target: inductionTarget(induction), details });
  };

  routes.get(
    '/api/inductions',
    {
      config: { tokenScope: 'inductions:read' },
      schema: { response: { 200: z.array(InductionSummarySchema), ...errorResponses } },
    },
    async () => service.listInductions(app.db),
  );

  routes.post(
    '/api/inductions',
    { schema: { body: InductionInputSchema, response: { 201: InductionSchema, ...errorResponses } } },
    async (request, reply) => {
      const induction = await service.createInduction(versionDependencies, request.body, {
        admin: requireAdmin(request),
        now: app.clock.now(),
      });
      await auditAdminAction(app, request, {
        action: 'induction-created',
        target: inductionTarget(induction),
        details: { status: induction.status },
      });
      if (induction.status === 'active') {
        await auditAdminAction(app, request, {
          action: 'induction-published',
          target: inductionTarget(induction),
          details: { version: await publishedVersion(induction.id), completions: 'stayValid' },
        });
      }
      return reply.code(201).send(induction);
    },
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
    async (request) => {
      const admin = requireAdmin(request);
      const before = await service.getInduction(app.db, request.params.id, admin);
      const induction = await service.updateInduction(versionDependencies, request.params.id, request.body, {
        admin,
        now: app.clock.now(),
      });
      const { status, ...fields } = request.body;
      // Compared by value: the builder sends the required licences and translations, objects, on every save.
      const changed = Object.keys(fields).filter(
        (field) => !isDeepStrictEqual(fields[field as keyof typeof fields], before[field as keyof typeof fields]),
      );
      if (changed.length > 0) {
        await auditAdminAction(app, request, {
          action: 'induction-edited',
          target: inductionTarget(induction),
          details: { fields: changed },
        });
      }
      if (status !== undefined && status !== before.status) {
        const event: AuditEvent =
          status === 'active'
            ? {
                action: 'induction-published',
                details: { version: await publishedVersion(induction.id), completions: 'stayValid' },
              }
            : before.status === 'active'
              ? { action: 'induction-disabled', details: { status } }
              : { action: 'induction-edited', details: { fields: ['status'], status } };
        await auditAdminAction(app, request, { ...event, target: inductionTarget(induction) });
      }
      return induction;
    },
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
      const { supersededCount, supersededAttemptCount } = await versions.publishInduction(
        versionDependencies,
        request.params.id,
        {
          choice: request.body.completions,
          publisher: { id: admin.id, name: admin.name },
          now: app.clock.now(),
        },
      );
      app.webhookWorker.notify();
      const published = await versions.listVersions(app.db, request.params.id, app.config.timeZone);
      const induction = await service.getInduction(app.db, request.params.id, admin);
      await auditAdminAction(app, request, {
        action: 'induction-published',
        target: inductionTarget(induction),
        details: {
          version: published.publishedVersion,
          completions: request.body.completions,
          supersededCount,
          supersededAttemptCount,
        },
      });
      return { ...published, supersededCount, supersededAttemptCount };
    },
  );

  routes.get(
    '/api/inductions/:id/versions',
    {
      config: { tokenScope: 'inductions:read' },
      schema: { params: IdParamsSchema, response: { 200: InductionVersionsSchema, ...errorResponses } },
    },
    async (request) => versions.listVersions(app.db, request.params.id, app.config.timeZone),
  );

  routes.post(
    '/api/inductions/:id/duplicate',
    { schema: { params: IdParamsSchema, response: { 201: InductionSchema, ...errorResponses } } },
    async (request, reply) => {
      const copy = await service.duplicateInduction(app.db, request.params.id, app.clock.now());
      await auditAdminAction(app, request, {
        action: 'induction-duplicated',
        target: inductionTarget(copy),
        details: { from: request.params.id },
      });
      return reply.code(201).send(copy);
    },
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
    async (request, reply) => {
      const page = await service.createPage(app.db, request.params.id, request.body, app.clock.now());
      await auditPagesChanged(request, request.params.id, { change: 'added', pageId: page.id, title: page.title });
      return reply.code(201).send(page);
    },
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
    async (request) => {
      const page = await service.updatePage(app.db, request.params.id, request.body, app.clock.now());
      await auditPagesChanged(request, page.inductionId, { change: 'edited', pageId: page.id, title: page.title });
      return page;
    },
  );

  routes.delete(
    '/api/induction-pages/:id',
    { schema: { params: IdParamsSchema, response: { 200: SuccessResponseSchema, ...errorResponses } } },
    async (request) => {
      const deleted = await service.deletePage(app.db, request.params.id, app.clock.now());
      await auditPagesChanged(request, deleted.inductionId, { change: 'deleted', pageId: request.params.id });
      return { success: true as const, message: 'Page deleted' };
    },
  );

  routes.put(
    '/api/inductions/:id/reorder-pages',
    { schema: { params: IdParamsSchema, body: ReorderPagesSchema, response: pagesResponse } },
    async (request) => {
      const pages = await service.reorderPages(app.db, request.params.id, request.body, app.clock.now());
      await auditPagesChanged(request, request.params.id, {
        change: 'reordered',
        pageIds: pages.map((page) => page.id),
      });
      return pages;
    },
  );
}
