import type { Config } from '../../config.ts';

/** Everything needed to send email through one SMTP server (spec §3 Email settings). */
export type MailSettings = {
  host: string;
  port: number;
  /** SSL/TLS from the first byte (usually port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Absent when the server accepts mail without authentication. */
  user: string | undefined;
  password: string | undefined;
  /** The From address of every message. */
  from: string;
};

/** Where the mail worker reads its settings, before every batch; undefined means email is not configured. */
export type GetMailSettings = () => Promise<MailSettings | undefined>;

/** SMTP's submission port, the default (spec §9). */
export const defaultSmtpPort = 587;
/** The port of SMTP over SSL/TLS. */
export const secureSmtpPort = 465;

/**
 * The SMTP_* environment variables as settings: configured when SMTP_HOST and SMTP_FROM are set. The port
 * defaults to 465 with SMTP_SECURE, else 587; port 465 implies SSL/TLS unless SMTP_SECURE says otherwise.
 */
export function mailSettingsFromEnvironment(smtp: Config['smtp']): MailSettings | undefined {
  if (!smtp.host || !smtp.from) return undefined;
  const port = smtp.port ?? (smtp.secure ? secureSmtpPort : defaultSmtpPort);
  return {
    host: smtp.host,
    port,
    secure: smtp.secure ?? port === secureSmtpPort,
    user: smtp.user,
    password: smtp.password,
    from: smtp.from,
  };
}

/**
 * The environment alone, read once. The app's worker reads saved settings first and falls back to these
 * (modules/settings/email-settings.service.ts, createMailSettingsSource).
 */
export function environmentMailSettings(config: Pick<Config, 'smtp'>): GetMailSettings {
  const settings = mailSettingsFromEnvironment(config.smtp);
  return () => Promise.resolve(settings);
}
