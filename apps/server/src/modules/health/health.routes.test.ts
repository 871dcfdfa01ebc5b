import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGcsServer } from '../../../test/fake-gcs-server.ts';
import { createSecondInstance, createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import { createGcsStorage } from '../../storage/gcs-storage.ts';
import { createLocalStorage } from '../../storage/local-storage.ts';
import { checkReadiness } from './health.service.ts';

const secret = 'readiness-test-secret-of-32-characters-or-more';

describe.each(databaseKinds)('the readiness check on %s', (kind) => {
  let test: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    // The files in a folder of their own, so that the test can take it away from under the server.
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-ready-'));
    test = await createTestApp(kind, {}, { storage: createLocalStorage(filesDir, secret) });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
    fs.rmSync(`${filesDir}-gone`, { recursive: true, force: true });
  });

  const ready = (app = test.app) => app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers 200 while the database and the storage are reachable, before and after the first upload', async () => {
    const before = await ready();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ status: 'ok', database: 'reachable', storage: 'reachable' });
    await test.app.storage.put('self-test/00000000-0000-4000-8000-000000000000.txt', Buffer.from('x'), 'text/plain');
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 naming the storage while its folder is gone, and 200 again once it is back', async () => {
    fs.renameSync(filesDir, `${filesDir}-gone`);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'reachable', storage: 'unreachable' });
    } finally {
      fs.renameSync(`${filesDir}-gone`, filesDir);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 naming the database on an instance that lost its database, while the others stay ready', async () => {
    const second = await createSecondInstance(test);
    try {
      expect((await ready(second.app)).statusCode).toBe(200);
      await second.app.db.destroy();
      const response = await ready(second.app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'unreachable', storage: 'reachable' });
      // The cheap check says the same about the database, and nothing about the storage.
      const health = await second.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'error', database: 'unreachable' });
    } finally {
      await second.close();
    }
    expect((await ready()).statusCode).toBe(200);
  });
});

describe('the readiness check on Google Cloud Storage', () => {
  it('answers 200 while the bucket answers, and 503 once the bucket cannot be reached', async () => {
    const server = await startFakeGcsServer();
    let isServerOpen = true;
    const storage = await createGcsStorage({
      projectId: 'crane-test',
      bucketName: 'crane-files',
      credentials: undefined,
      apiEndpoint: server.url,
    });
    const test = await createTestApp('sqlite', {}, { storage });
    try {
      const response = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.json()).toEqual({ status: 'ok', database: 'reachable', storage: 'reachable' });
      expect(server.requests).toContain('GET /storage/v1/b/crane-files/o');
      await server.close();
      isServerOpen = false;
      const down = await test.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'error', database: 'reachable', storage: 'unreachable' });
    } finally {
      await test.close();
      if (isServerOpen) await server.close();
    }
  });

  it('gives up on a store that does not answer within the time allowed, and logs why', async () => {
    // A server that accepts connections and never answers them.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const storage = await createGcsStorage({
      projectId: 'crane-test',
      bucketName: 'crane-files',
      credentials: undefined,
      apiEndpoint: `http://127.0.0.1:${port}`,
    });
    const test = await createTestApp('sqlite');
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    try {
      const startedAt = performance.now();
      const readiness = await checkReadiness({ db: test.app.db, storage, log }, 200);
      expect(performance.now() - startedAt).toBeLessThan(2_000);
      expect(readiness).toEqual({ status: 'error', database: 'reachable', storage: 'unreachable' });
      expect(lines.join('')).toContain('health check: storage unreachable');
      expect(lines.join('')).toContain('no answer within 200 ms');
    } finally {
      await test.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
