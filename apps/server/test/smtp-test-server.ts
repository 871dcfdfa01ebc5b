import net from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received and parsed it. */
export type ReceivedMail = {
  /** RCPT TO addresses of the SMTP envelope. */
  envelopeTo: string[];
  from: string | undefined;
  to: string[];
  subject: string | undefined;
  /** The text and HTML parts as sent, without the line end that ends a MIME part. */
  text: string | undefined;
  html: string | undefined;
  /** The message's own Content-Type, e.g. `text/plain; charset=utf-8` or `multipart/mixed; boundary=…`. */
  contentType: string | undefined;
  /** Attached files, decoded, in the order of the message. */
  attachments: ReceivedAttachment[];
};

export type ReceivedAttachment = { fileName: string | null; contentType: string; content: Buffer };

const withoutFinalLineEnd = (text: string | undefined) => text?.replace(/\r?\n$/, '');

export type SmtpTestServer = {
  port: number;
  received: ReceivedMail[];
  /** Logins refused (wrong user or password). */
  refusedLogins: number;
  /**
   * Errors of connections, kept instead of thrown: a client (the app under test) that drops its connection
   * in the middle of a message makes smtp-server emit the socket's error on the server, which with no
   * listener would be an uncaught exception failing whichever test file runs at that moment.
   */
  connectionErrors: Error[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMilliseconds`. */
  waitForMessages: (count: number, timeoutMilliseconds?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

export type SmtpTestServerOptions = {
  /** 0 or absent: any free port. */
  port?: number;
  /** When set, AUTH with this user and password is required before MAIL FROM. */
  user?: string;
  password?: string;
  /** Runs before a message is accepted, e.g. to make delivery slow. */
  beforeAccept?: () => Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives, parsed with postal-mime.
 * STARTTLS is off, so the client authenticates in plain text over loopback.
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const state = { refusedLogins: 0 };
  const connectionErrors: Error[] = [];
  const requiresLogin = options.user !== undefined;
  const server = new SMTPServer({
    logger: false,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !requiresLogin,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password) {
        callback(null, { user: auth.username });
        return;
      }
      state.refusedLogins += 1;
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          try {
            await options.beforeAccept?.();
            const parsed = await PostalMime.parse(Buffer.concat(chunks));
            received.push({
              envelopeTo: session.envelope.rcptTo.map((address) => address.address),
              from: parsed.from?.address,
              to: (parsed.to ?? []).flatMap((address) => (address.address ? [address.address] : [])),
              subject: parsed.subject,
              text: withoutFinalLineEnd(parsed.text),
              html: withoutFinalLineEnd(parsed.html),
              contentType: parsed.headers.find((header) => header.key === 'content-type')?.value,
              attachments: parsed.attachments.map((attachment) => ({
                fileName: attachment.filename,
                contentType: attachment.mimeType,
                content: Buffer.from(attachment.content as ArrayBuffer),
              })),
            });
            for (const waiter of waiters.splice(0)) waiter();
            callback();
          } catch (error) {
            callback(error as Error);
          }
        })();
      });
    },
  });
  server.on('error', (error: Error) => connectionErrors.push(error));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    received,
    get refusedLogins() {
      return state.refusedLogins;
    },
    connectionErrors,
    waitForMessages: async (count, timeoutMilliseconds = 5_000) => {
      const deadline = Date.now() + timeoutMilliseconds;
      while (received.length < count) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`expected ${count} message(s), received ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening on it (found free, then released). */
export async function findClosedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
