import type Nodemailer from 'nodemailer';
import { requiredOnFirstUse } from '../../lib/required-on-first-use.ts';
import type { MailSettings } from './mail-settings.ts';
import type { OutgoingMail } from './outbox.ts';

/** Sends email through one SMTP server. */
export type MailTransport = {
  /**
   * Resolves with the server's answer (e.g. `250 OK: queued`) once it has accepted the message; rejects with
   * the server's or the network's error.
   */
  send: (message: OutgoingMail) => Promise<string>;
  /** Connects and authenticates without sending anything (for the Settings screen's Verify). */
  verify: () => Promise<void>;
  close: () => void;
};

/**
 * Timeouts well below the outbox worker's claim lease, so that a hung server fails an attempt instead of
 * holding a message past its lease (nodemailer's own defaults are 2 and 10 minutes).
 */
const connectionTimeoutMilliseconds = 20_000;
const socketTimeoutMilliseconds = 60_000;

/** nodemailer, loaded with the first transport made. */
const loadNodemailer = requiredOnFirstUse<typeof Nodemailer>('nodemailer');

/** A nodemailer SMTP transport: one connection per message, STARTTLS when offered unless `secure`. */
export function createSmtpTransport(settings: MailSettings): MailTransport {
  const transporter = loadNodemailer().createTransport(
    {
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
      connectionTimeout: connectionTimeoutMilliseconds,
      greetingTimeout: connectionTimeoutMilliseconds,
      socketTimeout: socketTimeoutMilliseconds,
    },
    { from: settings.from },
  );
  return {
    send: async (message) => {
      const info = await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.fileName,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content.buffer, attachment.content.byteOffset, attachment.content.byteLength),
        })),
      });
      return info.response;
    },
    verify: async () => {
      await transporter.verify();
    },
    close: () => transporter.close(),
  };
}

/** Error codes of nodemailer that concern the server or the connection rather than one message. */
const connectionErrorCodes = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'EPROXY']);

/** Whether a failure would fail every message alike (server unreachable, login refused, TLS broken). */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && connectionErrorCodes.has(code);
}

/** Longest error text kept in the outbox. */
export const maximumErrorLength = 300;

/**
 * A short, single-line description of a sending failure for the outbox and the log: nodemailer's code and
 * message, with the password blotted out should a server ever echo it.
 */
export function describeMailError(error: unknown, settings?: Pick<MailSettings, 'password'>): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  let text = typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
  if (settings?.password) text = text.split(settings.password).join('***');
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > maximumErrorLength ? `${text.slice(0, maximumErrorLength - 1)}…` : text;
}
