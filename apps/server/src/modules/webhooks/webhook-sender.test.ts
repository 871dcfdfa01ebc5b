import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import { isInternalAddress } from './webhook-address.ts';
import { answerLimitBytes, postWebhook } from './webhook-sender.ts';

describe('sending a webhook', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  const post = (path: string, allowPrivate = true, url = receiver.url) =>
    postWebhook({ url: `${url}${path}`, headers: { 'webhook-id': 'msg_1' }, body: '{"a":1}', allowPrivate });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    receiver.received.length = 0;
    receiver.answerWith((request) =>
      request.path === '/moved' ? { status: 302, headers: { location: '/elsewhere' } } : { status: 200 },
    );
    expect((await post('/moved')).statusCode).toBe(302);
    expect(receiver.received.map((request) => request.path)).toEqual(['/moved']);
  });

  it('reads the answer only up to its limit', async () => {
    receiver.answerWith(() => ({ status: 200, body: 'x'.repeat(5 * 1024 * 1024) }));
    const answer = await post('/big');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.length).toBeLessThanOrEqual(answerLimitBytes);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    await expect(
      postWebhook({
        url: `http://127.0.0.1:${port}/`,
        headers: {},
        body: '{}',
        allowPrivate: true,
        timeoutMilliseconds: 200,
      }),
    ).rejects.toThrow('no answer within 0.2 seconds');
    silent.closeAllConnections();
    silent.close();
  });

  it('never connects to an internal address unless allowed, by address or by a name that resolves to one', async () => {
    receiver.received.length = 0;
    await expect(post('/x', false)).rejects.toThrow('127.0.0.1 is an internal address; not sent');
    await expect(post('/x', false, `http://localhost:${receiver.port}`)).rejects.toThrow(
      /localhost resolves to an internal address/,
    );
    expect(receiver.received).toEqual([]);
  });

  it('knows the internal addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.20.1.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      // IPv4 carried inside IPv6: IPv4-compatible, NAT64 (both prefixes), 6to4 and Teredo.
      '::7f00:1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::a00:5',
      '2002:7f00:1::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    ])
      expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '203.0.113.9', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isInternalAddress(address), address).toBe(false);
  });
});
