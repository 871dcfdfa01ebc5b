import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { CreatedWebhook } from '@crane/contract';

export type ReceivedWebhook = { path: string; headers: http.IncomingHttpHeaders; body: string };
export type ReceiverAnswer = { status: number; body?: string; headers?: Record<string, string> };

/**
 * A real HTTP receiver on loopback for webhook tests: records every request, and answers each with
 * what `answer` says (200 by default; change it between rounds to play a receiver that is down).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let answer: (request: ReceivedWebhook) => ReceiverAnswer = () => ({ status: 200, body: 'ok' });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const webhook = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(webhook);
      const reply = answer(webhook);
      response.writeHead(reply.status, reply.headers);
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    answerWith(next: (request: ReceivedWebhook) => ReceiverAnswer) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Registers a webhook endpoint as an administrator does (`payload`: url and events), and answers what was made. */
export async function registerWebhook(app: FastifyInstance, cookie: string, payload: object): Promise<CreatedWebhook> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/webhooks', headers: { cookie }, payload });
  if (response.statusCode !== 201) throw new Error(`webhook not registered: ${response.statusCode} ${response.body}`);
  return response.json<CreatedWebhook>();
}
