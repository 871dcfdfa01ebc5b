import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGcsStorage } from '../src/storage/gcs-storage.ts';

/**
 * A service account for tests: a fresh RSA key pair, and the key file (GCS_CREDENTIALS) that
 * lets `@google-cloud/storage` sign URLs locally. The public key checks those signatures.
 */
export function createTestServiceAccount(projectId = 'crane-test') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const clientEmail = `crane-files@${projectId}.iam.gserviceaccount.com`;
  const credentials = JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    client_email: clientEmail,
    private_key: privateKey,
  });
  return { credentials, clientEmail, publicKey };
}

/** RFC 3986 encoding, as the V4 canonical query string wants it. */
const encodeStrictly = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Checks a V4 signed URL the way Cloud Storage's documentation describes it (canonical request,
 * string-to-sign, RSA-SHA256 over it), independently of the client library that made it.
 * Answers why it is refused, or undefined when it is good at `now`.
 */
export function checkV4SignedUrl(
  address: string,
  account: { clientEmail: string; publicKey: string },
  now = new Date(),
): string | undefined {
  const url = new URL(address);
  const query = url.searchParams;
  const signature = query.get('X-Goog-Signature') ?? '';
  const credential = query.get('X-Goog-Credential') ?? '';
  const date = query.get('X-Goog-Date') ?? '';
  const expires = Number(query.get('X-Goog-Expires'));
  if (query.get('X-Goog-Algorithm') !== 'GOOG4-RSA-SHA256') return 'unknown algorithm';
  if (query.get('X-Goog-SignedHeaders') !== 'host') return 'unexpected signed headers';
  const [email, scopeDate, ...scopeRest] = credential.split('/');
  if (email !== account.clientEmail || scopeRest.join('/') !== 'auto/storage/goog4_request') return 'bad credential';
  const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  if (!stamp || scopeDate !== date.slice(0, 8)) return 'bad date';
  const signedAt = Date.UTC(+stamp[1]!, +stamp[2]! - 1, +stamp[3]!, +stamp[4]!, +stamp[5]!, +stamp[6]!);
  if (!Number.isInteger(expires) || expires < 1 || expires > 604800) return 'bad expiry';
  if (now.getTime() < signedAt || now.getTime() >= signedAt + expires * 1000) return 'expired';
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Goog-Signature')
    .map(([name, value]) => `${encodeStrictly(name)}=${encodeStrictly(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    'GET',
    url.pathname,
    canonicalQuery,
    `host:${url.hostname}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [
    'GOOG4-RSA-SHA256',
    date,
    `${scopeDate}/auto/storage/goog4_request`,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  if (!/^[0-9a-f]+$/.test(signature)) return 'no signature';
  const isGenuine = verify('RSA-SHA256', Buffer.from(stringToSign), account.publicKey, Buffer.from(signature, 'hex'));
  return isGenuine ? undefined : 'signature does not match';
}

/**
 * A stand-in for the few Google Cloud Storage calls the gcs driver makes (JSON API: multipart
 * upload, metadata, listing by prefix in pages, media download with ranges, delete; XML API: GET
 * through a V4 signed URL, checked against `account` when given), kept in memory. No GCS emulator
 * can be installed here; `@google-cloud/storage` is pointed at this with `apiEndpoint`.
 */
export async function startFakeGcsServer(
  account?: { clientEmail: string; publicKey: string },
  options: {
    /** When given, only these buckets exist; the others answer 404 as Cloud Storage does. */
    buckets?: string[];
    /** Refuse every JSON-API call with 403, as for a service account without the role it needs. */
    isForbidden?: boolean;
  } = {},
) {
  const objects = new Map<string, FakeObject>();
  const requests: string[] = [];

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      requests.push(`${request.method} ${url.pathname}`);
      const body = Buffer.concat(chunks);
      const send = (status: number, payload?: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(payload === undefined ? '' : JSON.stringify(payload));
      };
      const bucket = /^\/(?:upload\/)?storage\/v1\/b\/([^/]+)\//.exec(url.pathname)?.[1];
      if (bucket !== undefined && options.isForbidden) {
        const who = account?.clientEmail ?? 'the caller';
        return send(403, {
          error: {
            code: 403,
            message: `${who} does not have storage.objects.create access to the Google Cloud Storage object.`,
          },
        });
      }
      if (bucket !== undefined && options.buckets && !options.buckets.includes(decodeURIComponent(bucket))) {
        return send(404, { error: { code: 404, message: 'The specified bucket does not exist.' } });
      }
      const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
      if (request.method === 'POST' && upload) {
        const boundary = /boundary=([^;]+)/.exec(request.headers['content-type'] ?? '')?.[1]?.replace(/"/g, '');
        if (!boundary) return send(400, { error: { code: 400, message: 'multipart expected' } });
        const parts = body.toString('latin1').split(`--${boundary}`).slice(1, -1);
        const [metadataPart, mediaPart] = parts.map((part) => part.slice(part.indexOf('\r\n\r\n') + 4, -2));
        const metadata = JSON.parse(metadataPart ?? '{}') as { name?: string; contentType?: string };
        const name = metadata.name ?? url.searchParams.get('name') ?? '';
        const contentType = metadata.contentType ?? 'application/octet-stream';
        objects.set(`${upload[1]}/${name}`, {
          data: Buffer.from(mediaPart ?? '', 'latin1'),
          contentType,
          createdAt: new Date(),
        });
        return send(200, {
          bucket: upload[1],
          name,
          size: String(Buffer.from(mediaPart ?? '', 'latin1').length),
          contentType,
        });
      }
      if (request.method === 'GET' && url.searchParams.has('X-Goog-Signature')) {
        const refusal = account
          ? checkV4SignedUrl(`http://${request.headers.host}${request.url}`, account)
          : 'no account';
        if (refusal) return send(403, { error: { code: 403, message: refusal } });
        const signed = objects.get(decodeURIComponent(url.pathname.slice(1)));
        if (!signed) return send(404, { error: { code: 404, message: 'No such object' } });
        const disposition = url.searchParams.get('response-content-disposition');
        response.writeHead(200, {
          'content-type': signed.contentType,
          ...(disposition ? { 'content-disposition': disposition } : {}),
        });
        return response.end(signed.data);
      }
      const listing = /^\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
      if (request.method === 'GET' && listing)
        return send(200, listObjects(objects, listing[1] ?? '', url.searchParams));
      const object = /^\/storage\/v1\/b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
      if (!object) return send(404, { error: { code: 404, message: 'Not Found' } });
      const id = `${object[1]}/${decodeURIComponent(object[2] ?? '')}`;
      const stored = objects.get(id);
      if (request.method === 'DELETE') {
        if (!stored) return send(404, { error: { code: 404, message: 'No such object' } });
        objects.delete(id);
        return send(204);
      }
      if (!stored) return send(404, { error: { code: 404, message: 'No such object' } });
      if (url.searchParams.get('alt') === 'media') {
        const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
        const start = range ? Number(range[1]) : 0;
        const end = range && range[2] ? Number(range[2]) : stored.data.length - 1;
        response.writeHead(range ? 206 : 200, { 'content-type': stored.contentType });
        return response.end(stored.data.subarray(start, end + 1));
      }
      return send(200, objectMetadata(decodeURIComponent(object[2] ?? ''), stored));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type FakeObject = { data: Buffer; contentType: string; createdAt: Date };

/** An object's resource as the JSON API answers it. */
const objectMetadata = (name: string, object: FakeObject) => ({
  name,
  size: String(object.data.length),
  contentType: object.contentType,
  timeCreated: object.createdAt.toISOString(),
  updated: object.createdAt.toISOString(),
});

/** objects.list: names under `prefix` in name order, `maxResults` a page, the next page by its first name. */
function listObjects(objects: Map<string, FakeObject>, bucket: string, query: URLSearchParams) {
  const prefix = query.get('prefix') ?? '';
  const pageSize = Number(query.get('maxResults') ?? 1000);
  const start = query.get('pageToken') ?? '';
  const names = [...objects.keys()]
    .filter((id) => id.startsWith(`${decodeURIComponent(bucket)}/`))
    .map((id) => id.slice(decodeURIComponent(bucket).length + 1))
    .filter((name) => name.startsWith(prefix) && name >= start)
    .sort();
  const page = names.slice(0, pageSize);
  return {
    kind: 'storage#objects',
    items: page.map((name) => objectMetadata(name, objects.get(`${decodeURIComponent(bucket)}/${name}`)!)),
    ...(names.length > pageSize ? { nextPageToken: names[pageSize] } : {}),
  };
}

/** The gcs driver on a fake server with a fresh service account, as the storage tests use it. */
export async function startFakeGcsStorage() {
  const account = createTestServiceAccount();
  const server = await startFakeGcsServer(account);
  const storage = await createGcsStorage({
    projectId: 'crane-test',
    bucketName: 'crane-files',
    credentials: account.credentials,
    apiEndpoint: server.url,
  });
  return { storage, server, account };
}
