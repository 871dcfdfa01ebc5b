import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { readByteRange } from './byte-range.ts';

export type StoredFileHeaders = {
  contentType: string;
  cacheControl: string;
  /** Omitted when undefined: the browser then shows the file as it sees fit. */
  contentDisposition?: string;
};

/**
 * Streams a stored file through the storage driver, whole or by one byte range (206, or 416
 * outside the file), so that browsers' viewers can load large files progressively. 404 when
 * the store has no such file. Whoever calls this has already decided that the caller may read it.
 */
export async function sendStoredFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  headers: StoredFileHeaders,
) {
  const size = await app.storage.size(key);
  if (size === undefined) throw notFound('File not found');

  const range = readByteRange(request.headers.range, size);
  reply.header('content-type', headers.contentType).header('accept-ranges', 'bytes');
  if (headers.contentDisposition !== undefined) reply.header('content-disposition', headers.contentDisposition);
  reply.header('cache-control', headers.cacheControl);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  const file = await app.storage.get(key, range);
  if (!file) throw notFound('File not found');
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', size);
  }
  return reply.send(file.stream);
}
