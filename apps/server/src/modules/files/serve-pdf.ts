import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { fileUrl, isValidKey } from '../../storage/keys.ts';
import { parseByteRange } from './byte-range.ts';
import { isPdfOnActivePage } from './files.repository.ts';

/**
 * Streams a stored induction PDF to whoever may read a page that uses it: admins always, anyone
 * while the induction is active. Byte ranges let the browser's viewer load large PDFs progressively.
 */
export async function servePdf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, key: string) {
  if (!key.startsWith('pdfs/') || !isValidKey(key)) throw notFound('File not found');
  if (!request.admin && !(await isPdfOnActivePage(app.db, fileUrl(key)))) throw notFound('File not found');
  const size = await app.storage.size(key);
  if (size === undefined) throw notFound('File not found');

  const range = parseByteRange(request.headers.range, size);
  reply
    .header('content-type', 'application/pdf')
    .header('accept-ranges', 'bytes')
    .header('content-disposition', 'inline')
    // Keys are random and files never change; private, because drafts are admin-only.
    .header('cache-control', 'private, max-age=3600');
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
