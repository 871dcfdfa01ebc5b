import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LicenceIdParamsSchema,
  LicenceRegisterFilterSchema,
  LicenceRegisterPageSchema,
  LicenceRegisterQuerySchema,
  LicenceSchema,
  LicenceUploadParamsSchema,
  LicenceUploadRequestSchema,
  RejectLicenceSchema,
  StoredFilesCheckSchema,
  type Licence,
} from '@crane/contract';
import { sendCsvFile } from '../../lib/csv-reply.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { csvAnswer } from '../../lib/file-answers.ts';
import { exportRegister, listRegister, registerExportFileName } from './licence-register.ts';
import { discardStagedUploads, uploadStagingFolder } from '../../lib/upload-staging.ts';
import { requireAdmin } from '../../plugins/access.ts';
import { auditAdminAction } from '../audit/audit-request.ts';
import { notMatchingFiles } from '../evidence/stored-files-check.ts';
import { checkLicencePhotos } from './licence-photos-check.ts';
import { readLicenceUploadForm } from './licence-upload-form.ts';
import { acceptLicenceUpload, checkUploadLink, getUploadRequest } from './licence-upload.service.ts';
import * as licences from './licences.service.ts';

/** A verdict's audit names the photos it was given on, by their hashes (decision 31's addendum). */
const photoHashes = (licence: Licence) => ({ frontSha256: licence.frontSha256, backSha256: licence.backSha256 });

/**
 * Licences (issue 15, decision 31): an administrator verifies or rejects each licence; a rejected
 * worker uploads a corrected licence through the one-time link emailed to them, without an account.
 */
export async function licenceRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/licences',
    {
      config: { tokenScope: 'licences:read' },
      schema: {
        querystring: LicenceRegisterQuerySchema,
        response: { 200: LicenceRegisterPageSchema, ...errorResponses },
      },
    },
    async (request) => listRegister(app.db, request.query, app.clock.now(), app.config.timeZone),
  );

  routes.get(
    '/api/admin/licences/export',
    {
      config: { tokenScope: 'licences:read' },
      schema: {
        querystring: LicenceRegisterFilterSchema,
        // The CSV text, streamed.
        response: { 200: csvAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const csv = await exportRegister(app.db, request.query, now, app.config.timeZone);
      await auditAdminAction(app, request, {
        action: 'licences-exported',
        target: { type: 'records', id: null, label: 'Licence register' },
        details: { filter: request.query },
      });
      return sendCsvFile(reply, registerExportFileName(now, app.config.timeZone), csv);
    },
  );

  routes.get(
    '/api/admin/licences/:id/files',
    {
      // An administrator's only, as a completion's Check files is: each call reads both photos.
      schema: { params: LicenceIdParamsSchema, response: { 200: StoredFilesCheckSchema, ...errorResponses } },
    },
    async (request) => {
      const { report, auditTarget } = await checkLicencePhotos(app.db, app.storage, request.params.id, app.clock.now());
      await auditAdminAction(app, request, {
        action: 'integrity-checked',
        target: auditTarget,
        details: { files: report.files.length, ok: report.ok, notMatching: notMatchingFiles(report) },
      });
      return report;
    },
  );

  routes.post(
    '/api/admin/licences/:id/verify',
    { schema: { params: LicenceIdParamsSchema, response: { 200: LicenceSchema, ...errorResponses } } },
    async (request) => {
      const admin = requireAdmin(request);
      const { licence, auditTarget } = await licences.verifyLicence(
        { db: app.db, publicUrl: app.config.publicUrl },
        request.params.id,
        admin,
        app.clock.now(),
      );
      app.webhookWorker.notify();
      await auditAdminAction(app, request, {
        action: 'licence-verified',
        target: auditTarget,
        details: photoHashes(licence),
      });
      return licence;
    },
  );

  routes.post(
    '/api/admin/licences/:id/reject',
    {
      schema: {
        params: LicenceIdParamsSchema,
        body: RejectLicenceSchema,
        response: { 200: LicenceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { licence, auditTarget } = await licences.rejectLicence(
        { db: app.db, publicUrl: app.config.publicUrl, timeZone: app.config.timeZone },
        request.params.id,
        { reason: request.body.reason, reviewer: admin, now: app.clock.now() },
      );
      app.webhookWorker.notify();
      await auditAdminAction(app, request, {
        action: 'licence-rejected',
        target: auditTarget,
        details: { reason: request.body.reason, ...photoHashes(licence) },
      });
      return licence;
    },
  );

  routes.get(
    '/api/licence-uploads/:token',
    {
      config: { access: 'public' },
      schema: { params: LicenceUploadParamsSchema, response: { 200: LicenceUploadRequestSchema, ...errorResponses } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return getUploadRequest(app.db, request.params.token, app.clock.now());
    },
  );

  routes.post(
    '/api/licence-uploads/:token',
    {
      config: { access: 'public' },
      schema: {
        params: LicenceUploadParamsSchema,
        response: { 201: LicenceSchema.pick({ id: true, status: true }), ...errorResponses },
      },
    },
    async (request, reply) => {
      // A stranger's body is not read: the link is checked first.
      await checkUploadLink(app.db, request.params.token, app.clock.now());
      const form = await readLicenceUploadForm(request, uploadStagingFolder(app.config.dataDir));
      try {
        const licence = await acceptLicenceUpload(
          { db: app.db, storage: app.storage, log: request.log, timeZone: app.config.timeZone },
          request.params.token,
          form,
          app.clock.now(),
        );
        return reply.code(201).send({ id: licence.id, status: licence.status });
      } finally {
        await discardStagedUploads(form.documents);
      }
    },
  );
}
