import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificationFields,
  createInduction,
  filePart,
  getProgress,
  jpegBytes,
  startInduction,
} from '../test/inductee-journey.ts';
import { multipartBody } from '../test/multipart.ts';
import { startSlowUpload, within } from '../test/slow-upload.ts';
import { createTestApp, logIn, type TestApp } from '../test/test-app.ts';
import { httpTimeouts, type HttpTimeouts } from './lib/http-timeouts.ts';

/**
 * The limits are Node's own timers, which the app's clock does not drive: these tests give the server
 * limits of a second or two and wait for them on real sockets.
 */
const shortTimeouts: HttpTimeouts = { headersMs: 1_000, requestMs: 2_000, checkIntervalMs: 200 };

/** What the server sent on a raw connection until it closed it, and when it closed it. */
type Exchange = { text: string; closedAfterMs: number };

/**
 * Opens a connection and writes `start`, then one more byte every `dripMs` (while `drips` lasts,
 * unless it is 0) and then `end` if given, as a phone on a weak signal or a slow attacker would.
 */
function send(port: number, start: string, { dripMs = 0, drips = Infinity, end = '' } = {}): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const chunks: Buffer[] = [];
    let dripped = 0;
    let drip: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(start);
      if (dripMs === 0) return;
      drip = setInterval(() => {
        if (!socket.writable) return;
        if (dripped < drips) {
          socket.write('x');
          dripped += 1;
        } else {
          clearInterval(drip);
          socket.write(end);
        }
      }, dripMs);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ text: Buffer.concat(chunks).toString(), closedAfterMs: performance.now() - startedAt });
    });
    // Ends the test's side once an answer has come in full, so that a keep-alive connection closes.
    socket.on('data', () => {
      if (/\r\n\r\n[\s\S]*\}$/.test(Buffer.concat(chunks).toString())) socket.end();
    });
  });
}

/** The request line and headers of a JSON POST to the public start route, announcing `length` bytes. */
const startHeaders = (length: number) =>
  'POST /api/inductee/start HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${length}\r\n\r\n`;

describe('how long the server waits for a request', () => {
  let test: TestApp;
  let port: number;

  beforeAll(async () => {
    test = await createTestApp('sqlite', {}, { httpTimeouts: shortTimeouts });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await test.close();
  });

  it('gives the server its limits: Fastify would otherwise wait for a request body for ever', async () => {
    const production = await createTestApp('sqlite');
    try {
      expect(production.app.server.requestTimeout).toBe(httpTimeouts.requestMs);
      expect(production.app.server.headersTimeout).toBe(httpTimeouts.headersMs);
      expect(httpTimeouts.requestMs).toBeGreaterThan(0);
    } finally {
      await production.close();
    }
  });

  it('answers 408 and closes a connection whose body comes a byte at a time past the limit', async () => {
    // Announces 100,000 bytes and sends one every 100 ms: it would take almost three hours.
    const exchange = await send(port, startHeaders(100_000), { dripMs: 100 });
    expect(exchange.text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(shortTimeouts.requestMs - 100);
  });

  it('answers 408 and closes a connection whose headers never end', async () => {
    const exchange = await send(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', { dripMs: 100 });
    expect(exchange.text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(shortTimeouts.headersMs - 100);
    expect(exchange.closedAfterMs).toBeLessThan(shortTimeouts.requestMs);
  });

  it('answers a slow body that arrives within the limit as usual', async () => {
    // {"email":"xxxxxxxxxx"}: ten bytes of the address come one every 100 ms, a second in all.
    const body = { start: '{"email":"', end: '"}' };
    const length = body.start.length + 10 + body.end.length;
    const exchange = await send(port, `${startHeaders(length)}${body.start}`, {
      dripMs: 100,
      drips: 10,
      end: body.end,
    });
    // The route's own answer: the body is read and validated (the address and the induction are wrong).
    expect(exchange.text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(exchange.text).toContain('"message"');
  });

  it('cuts a certification upload that stalls past the limit, and keeps nothing of it', async () => {
    const adminCookie = await logIn(test.app);
    const { inductionId } = await createInduction(test.app, adminCookie, [{ title: 'Only page' }]);
    const person = await startInduction(test.app, 'jane@example.com', inductionId);
    const photo = Buffer.concat([jpegBytes, Buffer.alloc(1024 * 1024, 3)]);
    const body = multipartBody([...certificationFields(person.progress.id), filePart('identification', photo)]);
    const stagingFolder = path.join(test.config.dataDir, 'upload-staging');
    const stagedFiles = () => (fs.existsSync(stagingFolder) ? fs.readdirSync(stagingFolder) : []);

    // The phone sends all but the last kilobyte, and its signal goes.
    const upload = startSlowUpload(
      `http://127.0.0.1:${port}/api/inductee/complete`,
      { ...body.headers, cookie: person.cookie },
      body.payload.subarray(0, body.payload.length - 1024),
    );
    const before = (await getProgress(test.app, person.progress.id, person.cookie)).json();
    await expect.poll(stagedFiles).toHaveLength(1);
    const answer = await within(upload.answer, 10_000, 'the answer to a stalled upload');
    expect(answer.status).toBe(408);
    await expect.poll(stagedFiles).toEqual([]);
    // No completion, no stored file: the progress is as it was before the upload (but for the times of the reading).
    expect((await getProgress(test.app, person.progress.id, person.cookie)).json()).toEqual({
      ...before,
      lastAccessedAt: expect.any(String),
      serverTime: expect.any(String),
    });
    const identityFolder = path.join(test.config.dataDir, 'uploads', 'identity');
    expect(fs.existsSync(identityFolder) ? fs.readdirSync(identityFolder) : []).toEqual([]);
  });
});
