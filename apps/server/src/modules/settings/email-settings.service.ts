import type { EmailActionResult, EmailSettingsValues, EmailStatus } from '@crane/contract';
import { smtpPorts } from '@crane/contract';
import type { Config } from '../../config.ts';
import type { EmailSettingsRow, Executor } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { mailSettingsFromEnvironment, type GetMailSettings, type MailSettings } from '../mail/mail-settings.ts';
import { createSmtpTransport, describeMailError, type MailTransport } from '../mail/mail-transport.ts';
import * as repository from './email-settings.repository.ts';
import { decryptPassword, encryptPassword, PasswordDecryptionError } from './password-encryption.ts';

/** What the email settings need: the database, the SMTP_* variables, and the app secret (read on first use). */
export type EmailSettingsContext = {
  db: Executor;
  smtp: Config['smtp'];
  getSecret: () => Promise<string>;
  /** nodemailer's SMTP transport; tests may pass another. */
  createTransport?: (settings: MailSettings) => MailTransport;
};

type ActiveSettings = { source: 'database' | 'environment'; settings: MailSettings };

/** Saved settings win over the environment (design §1: the Settings screen can override SMTP_*). */
async function readActiveSettings(context: EmailSettingsContext): Promise<ActiveSettings | undefined> {
  const row = await repository.findEmailSettings(context.db);
  if (row) return { source: 'database', settings: await toMailSettings(context, row) };
  const fromEnvironment = mailSettingsFromEnvironment(context.smtp);
  return fromEnvironment ? { source: 'environment', settings: fromEnvironment } : undefined;
}

async function toMailSettings(context: EmailSettingsContext, row: EmailSettingsRow): Promise<MailSettings> {
  return {
    host: row.host,
    port: row.port,
    secure: row.secure === 1,
    user: row.username,
    password:
      row.encrypted_password === null ? undefined : decryptPassword(await context.getSecret(), row.encrypted_password),
    from: row.from_address,
  };
}

/**
 * The mail worker's settings source: read before every delivery round, so settings saved by any instance
 * apply at its next round without a restart. Throws PasswordDecryptionError when the key has changed.
 */
export function createMailSettingsSource(context: EmailSettingsContext): GetMailSettings {
  return async () => (await readActiveSettings(context))?.settings;
}

/** GET /api/admin/email/status: the settings in use, never the password (only whether one is kept). */
export async function getEmailStatus(context: EmailSettingsContext): Promise<EmailStatus> {
  const row = await repository.findEmailSettings(context.db);
  if (row) {
    return {
      configured: true,
      source: 'database',
      settings: {
        host: row.host,
        port: row.port,
        secure: row.secure === 1,
        user: row.username,
        from: row.from_address,
      },
      hasPassword: row.encrypted_password !== null,
    };
  }
  const smtp = context.smtp;
  const fromEnvironment = mailSettingsFromEnvironment(smtp);
  // Not configured: whatever part of the environment is set fills the form, the rest has the defaults.
  const port = smtp.port ?? (smtp.secure ? smtpPorts.secure : smtpPorts.default);
  return {
    configured: fromEnvironment !== undefined,
    source: fromEnvironment ? 'environment' : 'none',
    settings: {
      host: smtp.host ?? '',
      port,
      secure: smtp.secure ?? port === smtpPorts.secure,
      user: smtp.user ?? '',
      from: smtp.from ?? '',
    },
    hasPassword: Boolean(smtp.password),
  };
}

/**
 * POST /api/admin/email/configure: saves the settings over the environment's. An empty password keeps the
 * one in use (saved before, or SMTP_PASSWORD) only for the host and user it was given for: otherwise an
 * administrator who never knew it could send it to a server of their own with Verify. It is stored
 * encrypted with a key kept outside the database.
 */
export async function configureEmail(
  context: EmailSettingsContext,
  input: EmailSettingsValues,
  adminId: number,
  now: Date,
): Promise<EmailActionResult> {
  const secret = await context.getSecret();
  let encryptedPassword: string | null;
  if (input.password !== '') {
    encryptedPassword = encryptPassword(secret, input.password);
  } else {
    const row = await repository.findEmailSettings(context.db);
    const inUse = row ? { host: row.host, user: row.username } : mailSettingsFromEnvironment(context.smtp);
    if (row) encryptedPassword = row.encrypted_password;
    else encryptedPassword = context.smtp.password ? encryptPassword(secret, context.smtp.password) : null;
    if (encryptedPassword !== null && !isSameHostAndUser(inUse, input)) {
      throw validationFailed([
        { field: 'password', message: 'Enter the SMTP password again: the host or user changed' },
      ]);
    }
  }
  if (encryptedPassword === null) {
    throw validationFailed([{ field: 'password', message: 'SMTP password is required: no password is saved yet' }]);
  }
  await repository.saveEmailSettings(context.db, {
    host: input.host,
    port: input.port,
    secure: input.secure ? 1 : 0,
    username: input.user,
    encrypted_password: encryptedPassword,
    from_address: input.from,
    updated_by: adminId,
    updated_at: now.toISOString(),
  });
  return {
    success: true,
    message: `Emails are now sent through ${input.host}:${input.port} as ${input.user}.`,
  };
}

/**
 * Whether the form names the host and the user that the password in use was given for: a password
 * is an account's at one host. Its port and connection may be corrected without typing it again.
 */
function isSameHostAndUser(
  inUse: { host: string; user?: string | undefined } | undefined,
  input: EmailSettingsValues,
): boolean {
  return (
    inUse !== undefined && inUse.host.toLowerCase() === input.host.toLowerCase() && (inUse.user ?? '') === input.user
  );
}

/** The settings verify and test use; a 409 when there are none or they cannot be read. */
async function requireActiveSettings(context: EmailSettingsContext): Promise<MailSettings> {
  let active: ActiveSettings | undefined;
  try {
    active = await readActiveSettings(context);
  } catch (error) {
    if (error instanceof PasswordDecryptionError) throw new AppError(409, error.message);
    throw error;
  }
  if (!active) {
    throw new AppError(409, 'Email is not configured: save the SMTP settings first, or set SMTP_HOST and SMTP_FROM');
  }
  return active.settings;
}

const serverOf = (settings: MailSettings) => `${settings.host}:${settings.port}`;

/** POST /api/admin/email/verify: connects and logs in for real, sending nothing; reports the server's answer. */
export async function verifyEmail(context: EmailSettingsContext): Promise<EmailActionResult> {
  const settings = await requireActiveSettings(context);
  const transport = (context.createTransport ?? createSmtpTransport)(settings);
  try {
    await transport.verify();
  } catch (error) {
    return {
      success: false,
      message: `Failed to connect to the email server ${serverOf(settings)}: ${describeMailError(error, settings)}`,
    };
  } finally {
    transport.close();
  }
  const security = settings.secure ? 'over SSL/TLS' : 'with STARTTLS when the server offers it';
  const login = settings.user ? `logged in as ${settings.user}` : 'the server accepts mail without a login';
  return { success: true, message: `Connected to ${serverOf(settings)} ${security}; ${login}.` };
}

/**
 * POST /api/admin/email/test: sends a real email now (not through the outbox), so that the answer is the
 * SMTP server's own.
 */
export async function sendTestEmail(
  context: EmailSettingsContext,
  to: string,
  sender: { email: string; publicUrl: string },
  now: Date,
): Promise<EmailActionResult> {
  const settings = await requireActiveSettings(context);
  const transport = (context.createTransport ?? createSmtpTransport)(settings);
  try {
    const response = await transport.send({
      to,
      subject: 'Test email from the Safety Induction System',
      text: [
        'This is a test email from the Safety Induction System.',
        '',
        `If you can read it, outgoing email works: completion notifications will reach the administrators.`,
        '',
        `Sent by ${sender.email} from Settings at ${sender.publicUrl}/admin/settings`,
        `through ${serverOf(settings)} on ${now.toUTCString()}.`,
        '',
      ].join('\n'),
    });
    return { success: true, message: `Test email sent to ${to}. The server answered: ${response}` };
  } catch (error) {
    return {
      success: false,
      message: `The email server ${serverOf(settings)} did not accept the test email: ${describeMailError(error, settings)}`,
    };
  } finally {
    transport.close();
  }
}
