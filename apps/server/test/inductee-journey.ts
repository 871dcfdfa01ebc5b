import { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { InducteeProgress, QuizQuestion, RecordQuizAnswers } from '@crane/contract';
import type { ByteRange, FileStorage } from '../src/storage/file-storage.ts';
import { multipartBody, type MultipartPart } from './multipart.ts';

/** What a test page needs; content is filler, or the quiz when one is given. */
export type TestPage = { title?: string; minTimeSeconds?: number; requireSignature?: boolean; quiz?: QuizQuestion[] };

/** Creates an induction with these pages, active unless told otherwise; answers its id and page ids in order. */
export async function createInduction(
  app: FastifyInstance,
  adminCookie: string,
  pages: TestPage[],
  options: { title?: string; status?: 'active' | 'draft' } = {},
): Promise<{ inductionId: number; pageIds: number[] }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/inductions',
    headers: { cookie: adminCookie },
    payload: { title: options.title ?? 'Crane Site Safety', description: 'Read every page', status: 'draft' },
  });
  if (created.statusCode !== 201) throw new Error(`induction not created: ${created.body}`);
  const inductionId = created.json<{ id: number }>().id;
  const pageIds: number[] = [];
  for (const [index, page] of pages.entries()) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/inductions/${inductionId}/pages`,
      headers: { cookie: adminCookie },
      payload: {
        title: page.title ?? `Page ${index + 1}`,
        minTimeSeconds: page.minTimeSeconds ?? 0,
        content: {
          ...(page.quiz
            ? { type: 'quiz', quiz: { questions: page.quiz } }
            : { type: 'richText', content: `<p>Content of page ${index + 1}</p>` }),
          requireSignature: page.requireSignature ?? false,
        },
      },
    });
    if (response.statusCode !== 201) throw new Error(`page not created: ${response.body}`);
    pageIds.push(response.json<{ id: number }>().id);
  }
  await setInductionStatus(app, adminCookie, inductionId, options.status ?? 'active');
  return { inductionId, pageIds };
}

export async function setInductionStatus(
  app: FastifyInstance,
  adminCookie: string,
  inductionId: number,
  status: 'active' | 'draft',
) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/inductions/${inductionId}`,
    headers: { cookie: adminCookie },
    payload: { status },
  });
  if (response.statusCode !== 200) throw new Error(`status not set: ${response.body}`);
}

/** The `name=value` pair of the inductee cookie a reply set. */
export function inducteeCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'inductee_access');
  if (!cookie) throw new Error(`no inductee cookie in the reply (status ${response.statusCode}: ${response.body})`);
  return `inductee_access=${cookie.value}`;
}

/** POST /api/inductee/start, optionally from a browser that already holds a cookie. */
export async function startInduction(app: FastifyInstance, email: string, inductionId: number, cookie?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/inductee/start',
    headers: cookie ? { cookie } : {},
    payload: { email, inductionId },
  });
  if (response.statusCode !== 200) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  return { response, cookie: inducteeCookie(response), progress: response.json<InducteeProgress>() };
}

/** POST /api/inductee/start as it is answered, from this address and browser (no checks). */
export const requestStart = (
  app: FastifyInstance,
  email: string,
  inductionId: number,
  options: { cookie?: string; remoteAddress?: string; isNewCodeRequested?: boolean } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/inductee/start',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: {
      email,
      inductionId,
      ...(options.isNewCodeRequested !== undefined && { isNewCodeRequested: options.isNewCodeRequested }),
    },
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });

/** POST /api/inductee/binding/code: the emailed code, typed into another browser. */
export const submitCode = (
  app: FastifyInstance,
  body: { email: string; inductionId: number; code: string },
  options: { cookie?: string; remoteAddress?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/inductee/binding/code',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: body,
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });

/** POST /api/inductee/binding/link: the token of the emailed link, sent by the browser that opened it. */
export const submitLink = (
  app: FastifyInstance,
  token: string,
  options: { cookie?: string; remoteAddress?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/inductee/binding/link',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { token },
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });

/** The code and the link token of an emailed text. */
export function readBindingMail(text: string): { code: string; token: string } {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  const token = /\/inductee\/link#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!code || !token) throw new Error(`no code or link in the email: ${text}`);
  return { code, token };
}

export const getProgress = (app: FastifyInstance, progressId: number, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/inductee/progress/${progressId}`, headers: cookie ? { cookie } : {} });

export const moveTo = (app: FastifyInstance, progressId: number, currentPage: number, cookie?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/inductee/progress/${progressId}`,
    headers: cookie ? { cookie } : {},
    payload: { currentPage },
  });

export const sign = (
  app: FastifyInstance,
  body: { progressId: number; pageId: number; dataUrl?: string; method?: string },
  cookie?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/upload/signature-base64',
    headers: cookie ? { cookie } : {},
    payload: { dataUrl: pngDataUrl, ...body },
  });

/** POST /api/inductee/progress/{progressId}/quiz-answers: what Check Answers sends. */
export const answerQuiz = (app: FastifyInstance, progressId: number, body: RecordQuizAnswers, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/inductee/progress/${progressId}/quiz-answers`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });

/** Lets a test move the app's clock on instead of waiting. */
export function controlClock(app: FastifyInstance) {
  let current = Date.now();
  app.clock.now = () => new Date(current);
  return {
    advanceSeconds(seconds: number) {
      current += seconds * 1000;
    },
    set(at: Date) {
      current = at.getTime();
    },
    now: () => new Date(current),
  };
}

/** A real 1x1 PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pngDataUrl = `data:image/png;base64,${pngBytes.toString('base64')}`;
/** Another PNG (a different image), for "the first signature stands". */
export const otherPngBytes = Buffer.concat([pngBytes, Buffer.from('trailing bytes make it another file')]);

/** A real 16x16 grey JPEG (made with sharp): uploaded images are read and normalised, not only sniffed. */
export const jpegBytes = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALQAf//Z',
  'base64',
);
/** An ELF executable header with filler. */
export const executableBytes = Buffer.concat([
  Buffer.from('7f454c46020101000000000000000000', 'hex'),
  Buffer.alloc(200, 1),
]);

/** Valid text fields of the certification form for this progress, with overrides. */
export function certificationFields(progressId: number, overrides: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = {
    progressId: String(progressId),
    firstName: 'Jane',
    lastName: 'Rigger',
    phone: '0400 111 222',
    company: 'Lift Co',
    emergencyContactName: 'Sam Rigger',
    emergencyContactPhone: '0400 333 444',
    emergencyContactRelationship: 'Partner',
    driversLicenseNumber: 'DL-12345',
    driversLicenseExpiry: '2030-01-31',
    hrwlNumber: '',
    hrwlExpiry: '',
    otherLicenses: '[]',
    agreement: 'true',
    ...overrides,
  };
  return Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }]));
}

export const filePart = (name: string, data: Buffer, filename = `${name}.jpg`, contentType = 'image/jpeg') => ({
  name,
  filename,
  contentType,
  data,
});

/** POST /api/inductee/complete with these parts. */
export function complete(app: FastifyInstance, parts: MultipartPart[], cookie?: string) {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/inductee/complete',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

/**
 * A file store in memory that can be made to fail or to run something at the n-th put, for the
 * all-or-nothing tests.
 */
export function createMemoryStorage(options: { onPut?: (count: number) => Promise<void> } = {}) {
  const files = new Map<string, Buffer>();
  const storedAt = new Map<string, Date>();
  let puts = 0;
  const storage: FileStorage = {
    driver: 'local',
    async put(key, data) {
      puts += 1;
      await options.onPut?.(puts);
      files.set(key, data);
      storedAt.set(key, new Date());
    },
    async size(key) {
      return files.get(key)?.length;
    },
    async get(key, range?: ByteRange) {
      const data = files.get(key);
      if (!data) return undefined;
      return { stream: Readable.from(range ? data.subarray(range.start, range.end + 1) : data), size: data.length };
    },
    async delete(key) {
      files.delete(key);
    },
    async signedUrl(key) {
      return `/api/files/signed/${key}`;
    },
    async *list(folder) {
      for (const key of files.keys()) {
        if (key.startsWith(`${folder}/`)) yield { key, storedAt: storedAt.get(key)!, isPartial: false };
      }
    },
    async checkReachable() {},
  };
  return { storage, files };
}

/**
 * Takes an induction from start to completion as one person: one page with no minimum time that
 * requires a signature, the certification form with these fields, an identification and a driver's
 * licence image. Answers the progress id and the completion id.
 */
export async function takeInduction(
  app: FastifyInstance,
  inductionId: number,
  pageId: number,
  person: { email: string } & Record<string, string>,
) {
  const { email, ...fields } = person;
  const start = await startInduction(app, email, inductionId);
  const signed = await sign(app, { progressId: start.progress.id, pageId }, start.cookie);
  if (signed.statusCode !== 200) throw new Error(`sign failed: ${signed.statusCode} ${signed.body}`);
  const response = await complete(
    app,
    [
      ...certificationFields(start.progress.id, fields),
      filePart('identification', jpegBytes, 'passport.jpg'),
      filePart('driversLicenseFront', pngBytes, 'licence.png', 'image/png'),
    ],
    start.cookie,
  );
  if (response.statusCode !== 200) throw new Error(`complete failed: ${response.statusCode} ${response.body}`);
  return {
    progressId: start.progress.id,
    cookie: start.cookie,
    completionId: response.json<{ completionId: number }>().completionId,
  };
}
