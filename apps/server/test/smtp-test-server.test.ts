import net from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.ts';

/** Sends one SMTP command and waits for the server's reply line. */
async function command(socket: net.Socket, line: string): Promise<string> {
  socket.write(`${line}\r\n`);
  const [reply] = (await once(socket, 'data')) as [Buffer];
  return reply.toString();
}

describe('the test SMTP server', () => {
  let server: SmtpTestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('keeps the error of a client that drops its connection in the middle of a message, without throwing it', async () => {
    server = await startSmtpTestServer();
    const socket = net.connect(server.port, '127.0.0.1');
    const [greeting] = (await once(socket, 'data')) as [Buffer];
    expect(greeting.toString()).toMatch(/^220 /);
    expect(await command(socket, 'EHLO client.test')).toMatch(/^250/);
    expect(await command(socket, 'MAIL FROM:<noreply@example.test>')).toMatch(/^250/);
    // A reset, not a close: the server's socket gets ECONNRESET inside the mail transaction, which
    // smtp-server emits on the server rather than ignoring it.
    socket.resetAndDestroy();
    await expect
      .poll(() => server?.connectionErrors.map((error) => (error as NodeJS.ErrnoException).code))
      .toEqual(['ECONNRESET']);
  });
});
