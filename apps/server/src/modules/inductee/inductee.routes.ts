import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompletionResponseSchema,
  InducteeEmailParamsSchema,
  InducteeProgressSchema,
  InductionSchema,
  PageSignatureSchema,
  ProgressIdParamsSchema,
  ProgressListEntrySchema,
  QuizAnswersSchema,
  RecordQuizAnswersSchema,
  SignatureParamsSchema,
  SignatureUploadResponseSchema,
  SignatureUploadSchema,
  StartInductionSchema,
  UpdateProgressSchema,
} from '@crane/contract';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireInducteeBrowser } from '../../plugins/access.ts';
import { inducteeCookieMaxAgeSeconds, inducteeCookieName } from './browser-token.ts';
import { uploadStagingFolder } from '../../lib/upload-staging.ts';
import { discardCertificationUpload, readCertificationUpload } from './certification-upload.ts';
import { checkCompletionAllowed, completeInduction } from './completion.service.ts';
import { createCompletionSlots } from './completion-slots.ts';
import * as progress from './progress.service.ts';
import { recordQuizAnswers } from './quiz-answers.service.ts';
import * as signatures from './signatures.service.ts';

/**
 * The inductee journey (spec §7). Listing and starting are public; everything about one progress
 * needs the cookie that starting sets (access `inductee`, plugins/access.ts).
 */
export async function inducteeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const isSecure = app.config.publicUrl.startsWith('https://');
  const progressResponse = { 200: InducteeProgressSchema, ...errorResponses };
  const stagingFolder = uploadStagingFolder(app.config.dataDir);
  const completionSlots = createCompletionSlots();

  routes.get(
    '/api/inductee/available-inductions',
    { config: { access: 'public' }, schema: { response: { 200: z.array(InductionSchema), ...errorResponses } } },
    async () => progress.listAvailableInductions(app.db),
  );

  routes.get(
    '/api/inductee/:email/progress',
    {
      config: { access: 'public' },
      schema: {
        params: InducteeEmailParamsSchema,
        response: { 200: z.array(ProgressListEntrySchema), ...errorResponses },
      },
    },
    async (request) => progress.listProgress(app.db, request.params.email),
  );

  routes.post(
    '/api/inductee/start',
    { config: { access: 'public' }, schema: { body: StartInductionSchema, response: progressResponse } },
    async (request, reply) => {
      const started = await progress.startInduction(
        app.db,
        request.body,
        request.cookies[inducteeCookieName],
        app.clock.now(),
      );
      reply.setCookie(inducteeCookieName, started.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure,
        maxAge: inducteeCookieMaxAgeSeconds,
        expires: started.cookieExpiresAt,
      });
      return started.progress;
    },
  );

  routes.get(
    '/api/inductee/progress/:progressId',
    { config: { access: 'inductee' }, schema: { params: ProgressIdParamsSchema, response: progressResponse } },
    async (request) =>
      progress.getProgress(app.db, request.params.progressId, requireInducteeBrowser(request), app.clock.now()),
  );

  routes.put(
    '/api/inductee/progress/:progressId',
    {
      config: { access: 'inductee' },
      schema: { params: ProgressIdParamsSchema, body: UpdateProgressSchema, response: progressResponse },
    },
    async (request) =>
      progress.moveToPage(
        app.db,
        request.params.progressId,
        requireInducteeBrowser(request),
        request.body.currentPage,
        app.clock.now(),
      ),
  );

  routes.post(
    '/api/inductee/progress/:progressId/quiz-answers',
    {
      config: { access: 'inductee' },
      schema: {
        params: ProgressIdParamsSchema,
        body: RecordQuizAnswersSchema,
        response: { 200: QuizAnswersSchema, ...errorResponses },
      },
    },
    async (request) =>
      recordQuizAnswers(
        app.db,
        request.params.progressId,
        requireInducteeBrowser(request),
        request.body,
        app.clock.now(),
      ),
  );

  routes.post(
    '/api/upload/signature-base64',
    {
      config: { access: 'inductee' },
      schema: { body: SignatureUploadSchema, response: { 200: SignatureUploadResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const signature = await signatures.signPage(
        { db: app.db, storage: app.storage, log: request.log },
        request.body,
        requireInducteeBrowser(request),
        app.clock.now(),
      );
      return { url: signature.url, signature };
    },
  );

  routes.get(
    '/api/page-signatures/:progressId/:pageId',
    {
      config: { access: 'inductee' },
      schema: { params: SignatureParamsSchema, response: { 200: PageSignatureSchema, ...errorResponses } },
    },
    async (request) =>
      signatures.getSignature(
        app.db,
        request.params.progressId,
        request.params.pageId,
        requireInducteeBrowser(request),
        app.clock.now(),
      ),
  );

  routes.post(
    '/api/inductee/complete',
    {
      config: { access: 'inductee' },
      schema: {
        response: {
          200: CompletionResponseSchema,
          413: errorResponses[400],
          503: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const browserId = requireInducteeBrowser(request);
      let releaseSlot: (() => void) | undefined;
      try {
        const upload = await readCertificationUpload(request, {
          stagingFolder,
          // Before any file is read: this browser's own progress, not completed, and a free slot.
          admit: async (progressId) => {
            await checkCompletionAllowed(app.db, progressId, browserId, app.clock.now());
            releaseSlot = completionSlots.take(reply);
          },
        });
        try {
          const completion = await completeInduction(
            { db: app.db, storage: app.storage, log: request.log, publicUrl: app.config.publicUrl },
            upload,
            browserId,
            app.clock.now(),
          );
          request.log.info({ completionId: completion.completionId }, 'induction completed');
          app.mailWorker.notify();
          return completion;
        } finally {
          await discardCertificationUpload(upload);
        }
      } finally {
        releaseSlot?.();
      }
    },
  );
}
