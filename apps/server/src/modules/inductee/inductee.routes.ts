import { requestLanguage } from '../../lib/request-language.ts';
import { englishWorkerText } from '../mail/worker-email-texts.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BindingCodeSchema,
  BindingLinkResponseSchema,
  BindingLinkSchema,
  CodeSentSchema,
  CompletionResponseSchema,
  InducteeContentSchema,
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
import { appSecretLoader } from '../../lib/app-secret.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireInducteeBrowser } from '../../plugins/access.ts';
import { enforceRateLimit } from '../rate-limits/rate-limits.ts';
import { bindingTriesPerMinute } from './binding-code.ts';
import { bindWithCode, bindWithLink, type BindingSettings } from './binding.service.ts';
import { inducteeCookieMaxAgeSeconds, inducteeCookieName } from './browser-token.ts';
import { uploadStagingFolder } from '../../lib/upload-staging.ts';
import { discardCertificationUpload, readCertificationUpload } from './certification-upload.ts';
import { checkCompletionAllowed, completeInduction } from './completion.service.ts';
import { createCompletionSlots } from './completion-slots.ts';
import * as progress from './progress.service.ts';
import { recordQuizAnswers } from './quiz-answers.service.ts';
import * as signatures from './signatures.service.ts';

/**
 * The inductee journey (spec §7). Listing, starting and binding with the emailed code or link are
 * public; everything about one progress needs the cookie of a browser bound to it (access `inductee`,
 * plugins/access.ts; decisions 10 and 16).
 */
export async function inducteeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const isSecure = app.config.publicUrl.startsWith('https://');
  const progressResponse = { 200: InducteeProgressSchema, ...errorResponses };
  const binding: BindingSettings = { getSecret: appSecretLoader(app.config), publicUrl: app.config.publicUrl };
  /** The cookie that carries this browser's binding (decision 10). */
  const setInducteeCookie = (reply: FastifyReply, bound: { token: string; cookieExpiresAt: Date }) =>
    reply.setCookie(inducteeCookieName, bound.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure,
      maxAge: inducteeCookieMaxAgeSeconds,
      expires: bound.cookieExpiresAt,
    });
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
    async (request) => {
      const now = app.clock.now();
      // Anyone's inductions can be looked up by email alone (decision 16): one client may not try thousands.
      await enforceRateLimit(
        app.db,
        {
          key: `inductee-lookup:${clientNetwork(request.ip)}`,
          limit: app.config.inducteeLookupLimitPerMinute,
          windowMs: 60_000,
          now,
        },
        (seconds) => englishWorkerText('tooManyLookups', { seconds }),
        (seconds) => ({ id: 'tooManyLookups', values: { seconds } }),
      );
      return progress.listProgress(app.db, request.params.email, request.inducteeBrowserId, now, app.config.publicUrl);
    },
  );

  routes.post(
    '/api/inductee/start',
    {
      config: { access: 'public' },
      schema: { body: StartInductionSchema, response: { ...progressResponse, 202: CodeSentSchema } },
    },
    async (request, reply) => {
      const now = app.clock.now();
      await enforceRateLimit(
        app.db,
        {
          key: `inductee-start:${clientNetwork(request.ip)}`,
          limit: app.config.inducteeStartLimitPerMinute,
          windowMs: 60_000,
          now,
        },
        (seconds) => englishWorkerText('tooManyStarts', { seconds }),
        (seconds) => ({ id: 'tooManyStarts', values: { seconds } }),
      );
      const started = await progress.startInduction(
        app.db,
        binding,
        request.body,
        request.cookies[inducteeCookieName],
        now,
        requestOrigin(request),
        requestLanguage(request),
      );
      if (started.kind === 'codeSent') {
        if (started.isMailQueued) app.mailWorker.notify();
        return reply.code(202).send(started.answer);
      }
      setInducteeCookie(reply, started);
      return started.progress;
    },
  );

  /** Every code or link tried from one address counts here, whichever progress it is for. */
  const limitBindingTries = (request: FastifyRequest) =>
    enforceRateLimit(
      app.db,
      {
        key: `inductee-binding:${clientNetwork(request.ip)}`,
        limit: bindingTriesPerMinute,
        windowMs: 60_000,
        now: app.clock.now(),
      },
      (seconds) => englishWorkerText('tooManyCodeTries', { seconds }),
      (seconds) => ({ id: 'tooManyCodeTries', values: { seconds } }),
    );

  routes.post(
    '/api/inductee/binding/code',
    {
      config: { access: 'public' },
      schema: { body: BindingCodeSchema, response: { ...progressResponse, 410: errorResponses[400] } },
    },
    async (request, reply) => {
      await limitBindingTries(request);
      const bound = await bindWithCode(
        app.db,
        binding,
        request.body,
        request.cookies[inducteeCookieName],
        app.clock.now(),
      );
      setInducteeCookie(reply, bound);
      return bound.progress;
    },
  );

  routes.post(
    '/api/inductee/binding/link',
    {
      config: { access: 'public' },
      schema: {
        body: BindingLinkSchema,
        response: { 200: BindingLinkResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await limitBindingTries(request);
      const bound = await bindWithLink(
        app.db,
        request.body.token,
        request.cookies[inducteeCookieName],
        app.clock.now(),
      );
      setInducteeCookie(reply, bound);
      return bound.answer;
    },
  );

  routes.get(
    '/api/inductee/progress/:progressId',
    { config: { access: 'inductee' }, schema: { params: ProgressIdParamsSchema, response: progressResponse } },
    async (request) =>
      progress.getProgress(app.db, request.params.progressId, requireInducteeBrowser(request), app.clock.now()),
  );

  routes.get(
    '/api/inductee/progress/:progressId/content',
    {
      config: { access: 'inductee' },
      schema: { params: ProgressIdParamsSchema, response: { 200: InducteeContentSchema, ...errorResponses } },
    },
    async (request) =>
      progress.getAttemptContent(
        app.db,
        request.params.progressId,
        requireInducteeBrowser(request),
        app.clock.now(),
        requestLanguage(request),
      ),
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
        requestOrigin(request),
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
        requestOrigin(request),
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
        requestOrigin(request),
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
          // Too many completions being written at once (completion-slots.ts): try again shortly.
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
            releaseSlot = completionSlots.take(reply, progressId, () => request.raw.destroy());
          },
        });
        try {
          const completion = await completeInduction(
            {
              db: app.db,
              storage: app.storage,
              log: request.log,
              publicUrl: app.config.publicUrl,
              timeZone: app.config.timeZone,
            },
            upload,
            browserId,
            app.clock.now(),
            requestOrigin(request),
            requestLanguage(request),
          );
          request.log.info({ completionId: completion.completionId }, 'induction completed');
          app.mailWorker.notify();
          app.webhookWorker.notify();
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
