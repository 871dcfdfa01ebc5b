import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the few Google Cloud Storage JSON-API calls the gcs driver makes (multipart
 * upload, metadata, media download with ranges, delete), kept in memory. No GCS emulator can be
 * installed here; `@google-cloud/storage` is pointed at this with `apiEndpoint`.
 */
export async function startFakeGcsServer() {
  const objects = new Map<string, { data: Buffer; contentType: string }>();
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
      const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
      if (request.method === 'POST' && upload) {
        const boundary = /boundary=([^;]+)/.exec(request.headers['content-type'] ?? '')?.[1]?.replace(/"/g, '');
        if (!boundary) return send(400, { error: { code: 400, message: 'multipart expected' } });
        const parts = body.toString('latin1').split(`--${boundary}`).slice(1, -1);
        const [metadataPart, mediaPart] = parts.map((part) => part.slice(part.indexOf('\r\n\r\n') + 4, -2));
        const metadata = JSON.parse(metadataPart ?? '{}') as { name?: string; contentType?: string };
        const name = metadata.name ?? url.searchParams.get('name') ?? '';
        const contentType = metadata.contentType ?? 'application/octet-stream';
        objects.set(`${upload[1]}/${name}`, { data: Buffer.from(mediaPart ?? '', 'latin1'), contentType });
        return send(200, {
          bucket: upload[1],
          name,
          size: String(Buffer.from(mediaPart ?? '', 'latin1').length),
          contentType,
        });
      }
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
      return send(200, {
        name: decodeURIComponent(object[2] ?? ''),
        size: String(stored.data.length),
        contentType: stored.contentType,
      });
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
