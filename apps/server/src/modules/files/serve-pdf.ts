import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { fileUrl, isValidKey } from '../../storage/keys.ts';
import { isPdfOnActivePage } from './files.repository.ts';
import { sendStoredFile } from './send-stored-file.ts';

/**
 * Streams a stored induction PDF to whoever may read a page that uses it: admins always, anyone
 * while the induction is active. Byte ranges let the browser's viewer load large PDFs progressively.
 */
export async function servePdf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, key: string) {
  if (!key.startsWith('pdfs/') || !isValidKey(key)) throw notFound('File not found');
  if (!request.admin && !(await isPdfOnActivePage(app.db, fileUrl(key)))) throw notFound('File not found');
  return sendStoredFile(app, request, reply, key, {
    contentType: 'application/pdf',
    contentDisposition: 'inline',
    // Keys are random and files never change; private, because drafts are admin-only.
    cacheControl: 'private, max-age=3600',
  });
}
