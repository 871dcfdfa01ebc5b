import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { contentTypeOfKey, isValidKey } from '../../storage/keys.ts';
import { auditAdminAction } from '../audit/audit-request.ts';
import { personalFileTarget } from '../audit/audit.service.ts';
import { isSignatureOfBrowser } from './files.repository.ts';
import { sendStoredFile } from './send-stored-file.ts';

const privateHeaders = (key: string) => ({
  contentType: contentTypeOfKey(key),
  contentDisposition: 'inline',
  // Personal data: never kept by a shared cache or on disk.
  cacheControl: 'private, no-store',
});

/** An identity or licence document: the route is admin-only (plugins/access.ts), so only admins get here. */
export async function serveIdentityFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
) {
  if (!key.startsWith('identity/') || !isValidKey(key) || !request.admin) throw notFound('File not found');
  await auditFileView(app, request, key);
  return sendStoredFile(app, request, reply, key, privateHeaders(key));
}

/** A page signature: to admins, and to the browser bound to the progress that signed it. */
export async function serveSignature(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, key: string) {
  if (!key.startsWith('signatures/') || !isValidKey(key)) throw notFound('File not found');
  const mayRead =
    request.admin !== null ||
    (request.inducteeBrowserId !== null &&
      (await isSignatureOfBrowser(app.db, key, request.inducteeBrowserId, app.clock.now().toISOString())));
  if (!mayRead) throw notFound('File not found');
  if (request.admin) await auditFileView(app, request, key);
  return sendStoredFile(app, request, reply, key, privateHeaders(key));
}

/** An admin opening someone's document is recorded (decision 29); a file of no record is only a 404. */
async function auditFileView(app: FastifyInstance, request: FastifyRequest, key: string) {
  const owner = await personalFileTarget(app.db, key);
  if (!owner) return;
  await auditAdminAction(app, request, {
    action: 'document-viewed',
    target: owner.target,
    details: { document: owner.document },
  });
}
