import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { contentTypeOfKey, isValidKey } from '../../storage/keys.ts';
import { hasValidSignature } from '../../storage/signed-links.ts';
import { sendStoredFile } from './send-stored-file.ts';

/** The query of a local signed link (storage/signed-links.ts makes them). */
export type SignedLinkQuery = {
  expires?: string | undefined;
  signature?: string | undefined;
  fileName?: string | undefined;
};

/**
 * Serves a file to whoever holds a link the app signed, until the link expires. Nothing but the
 * signature grants access, so the key, expiry and file name are all covered by it; the key must
 * also be one the app makes (no `..`, no absolute path) before anything is read. Without a secret
 * (a driver other than local, which makes its own links) no link is genuine.
 */
export async function serveSignedFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  link: { key: string; query: SignedLinkQuery; secret: string | undefined },
) {
  const { key, query, secret } = link;
  if (!isValidKey(key)) throw notFound('File not found');
  if (query.expires === undefined || query.signature === undefined) {
    throw forbidden('This download link is incomplete: its expiry or signature is missing');
  }
  const expires = /^\d{1,12}$/.test(query.expires) ? Number(query.expires) : undefined;
  if (
    secret === undefined ||
    expires === undefined ||
    !hasValidSignature(secret, { key, expires, fileName: query.fileName }, query.signature)
  ) {
    throw forbidden('This download link is not valid: it was changed or copied incompletely');
  }
  if (Math.floor(app.clock.now().getTime() / 1000) >= expires)
    throw forbidden('This download link has expired: ask for a new one');
  return sendStoredFile(app, request, reply, key, {
    contentType: contentTypeOfKey(key),
    contentDisposition:
      query.fileName === undefined ? undefined : contentDisposition(query.fileName, { type: 'inline' }),
    // Whoever holds the link may read the file, but no cache should keep it past the link's life.
    cacheControl: 'private, no-store',
  });
}
