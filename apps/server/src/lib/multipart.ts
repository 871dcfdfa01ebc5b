import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error.ts';
import { assertNoNulCharacter } from './nul-characters.ts';

/** What one multipart request may hold. */
export type MultipartLimits = {
  /** Largest file; the reader of the file enforces it (upload-staging.ts), the parser allows one byte more. */
  fileBytes: number;
  files: number;
  fields: number;
  /** Largest text field value, in bytes. */
  fieldBytes: number;
  parts: number;
};

/** A route's own words for the limits a client can hit. */
export type MultipartMessages = { fileTooLarge: string; tooManyParts: string };

export type MultipartField = { type: 'field'; name: string; value: string };
/** A file part: its bytes must be read (or the part skipped by reading on) before the next part arrives. */
export type MultipartFile = { type: 'file'; name: string; fileName: string; stream: Readable };

export const multipartNoBoundaryMessage =
  'The Content-Type multipart/form-data must give the boundary of the body (1 to 70 characters)';
export const multipartIncompleteMessage =
  'The multipart body is incomplete: it ends before its closing boundary, or its boundary is not the one in the Content-Type';

/**
 * The parts of a multipart request in the order they were sent, read as they arrive (never the whole
 * body at once). A broken body is a 400 and a parser limit a 413, with clear messages, never a 500.
 * When the caller stops before the end (a refusal), the rest of the body is thrown away unparsed
 * (`discardRestOfBody`).
 */
export async function* readMultipartParts(
  request: FastifyRequest,
  limits: MultipartLimits,
  messages: MultipartMessages,
): AsyncGenerator<MultipartField | MultipartFile, void, undefined> {
  if (!hasUsableBoundary(request.headers['content-type'] ?? '')) throw badRequest(multipartNoBoundaryMessage);
  const parts = request.parts({
    limits: {
      fileSize: limits.fileBytes + 1,
      files: limits.files,
      fields: limits.fields,
      fieldSize: limits.fieldBytes,
      parts: limits.parts,
      headerPairs: 20,
    },
  });
  let isWholeBodyRead = false;
  try {
    for (;;) {
      let next;
      try {
        next = await parts.next();
      } catch (error) {
        throw multipartFault(error, messages);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'file') {
        yield { type: 'file', name: part.fieldname, fileName: part.filename, stream: part.file };
        // A part the caller did not read would hold the parser back for ever.
        if (!part.file.readableEnded) await drain(part.file, messages);
      } else {
        if (part.valueTruncated) {
          throw badRequest(`${part.fieldname.slice(0, 60)}: Must be at most ${limits.fieldBytes} characters`);
        }
        const value = textOf(part.value);
        assertNoNulCharacter([part.fieldname, value]);
        yield { type: 'field', name: part.fieldname, value };
      }
    }
    isWholeBodyRead = true;
  } finally {
    if (!isWholeBodyRead) discardRestOfBody(request);
  }
}

/** The most of a refused body read and thrown away: more than any upload route accepts. */
const discardedBytesMax = 64 * 1024 * 1024;
/** How long a refused body may take to arrive before its connection is cut. */
const discardMilliseconds = 30_000;

/**
 * After a refusal the rest of the body is read and thrown away as it arrives, never parsed or kept,
 * so that the client reads the answer (closing a connection that is still receiving makes many
 * clients report a reset instead of the answer, and a 503 must reach the browser to be retried).
 * A body beyond any route's limit, or one still arriving after 30 seconds, has its connection cut.
 */
function discardRestOfBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let discarded = 0;
  const cut = () => raw.socket.destroy();
  const timer = setTimeout(cut, discardMilliseconds);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > discardedBytesMax) cut();
  });
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

/**
 * What a failure of the multipart parser (or of a file stream it feeds) means to the client: the limits
 * in the route's words, every fault of the body a 400 that says what is wrong. Errors that are not the
 * parser's (AppError, a disk failure) pass through unchanged.
 */
export function multipartFault(error: unknown, messages: MultipartMessages): unknown {
  if (error instanceof AppError) return error;
  const { code, message = '' } = error as { code?: string; message?: string };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, messages.fileTooLarge);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, messages.tooManyParts);
    case 'FST_PROTO_VIOLATION':
      return badRequest('A multipart field may not be named __proto__, constructor or another object property');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('A multipart field sent as application/json is not valid JSON');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The request was closed before its multipart body had arrived');
  }
  // Busboy's own errors carry no code: its messages are the only way to tell them apart.
  if (/boundary not found|boundary required|needle/i.test(message)) return badRequest(multipartNoBoundaryMessage);
  if (/unexpected end of multipart data|terminated early/i.test(message)) {
    return badRequest(multipartIncompleteMessage);
  }
  return badRequest(`The multipart body is malformed: ${message.slice(0, 100) || 'it could not be read'}`);
}

/** RFC 2046: a boundary of 1 to 70 characters, quoted or not (the parser would take an empty one as no part). */
const boundaryParameter = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

function hasUsableBoundary(contentType: string): boolean {
  return boundaryParameter.test(contentType);
}

/** Reads a file part to its end and forgets its bytes. */
async function drain(stream: Readable, messages: MultipartMessages): Promise<void> {
  try {
    for await (const chunk of stream) void chunk;
  } catch (error) {
    throw multipartFault(error, messages);
  }
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
