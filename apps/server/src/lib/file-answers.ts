import { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * Answers that are files rather than JSON: Fastify sends the bytes or the stream as they are, and the
 * OpenAPI document (plugins/openapi.ts) shows each under its media type rather than as JSON.
 */
export const pdfAnswer = z.instanceof(Buffer).meta({ contentMediaType: 'application/pdf' });
export const csvAnswer = z.instanceof(Readable).meta({ contentMediaType: 'text/csv' });
/** A stored file (a PDF page, a photo, a signature), whole or a byte range of it. */
export const storedFileAnswer = z.unknown().meta({ contentMediaType: 'application/octet-stream' });
