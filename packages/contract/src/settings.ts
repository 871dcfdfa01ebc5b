import { z } from 'zod';
import { EmailSchema } from './auth.ts';

/** SMTP ports of spec §5 and §9: submission (STARTTLS) by default, 465 with SSL/TLS. */
export const smtpPorts = { default: 587, secure: 465 } as const;

/** Spec §5: turning SSL/TLS on sets port 465, off sets 587. */
export const smtpPortForSecure = (secure: boolean): number => (secure ? smtpPorts.secure : smtpPorts.default);

/** Spec §5: a port that is not a whole number falls back to 587; an empty one too. */
export function smtpPortFromText(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : smtpPorts.default;
  if (typeof value !== 'string') return value ?? smtpPorts.default;
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : smtpPorts.default;
}

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** `induction@example.com` or `Crane Safety <induction@example.com>`. */
const fromAddressPattern = /^(?:[^<>\r\n]*<\s*[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+\s*>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/**
 * Body of POST /api/admin/email/configure and the Email settings form (spec §3 Email settings, §5).
 * An empty password keeps the one saved before.
 */
export const EmailSettingsInputSchema = z.object({
  /** Name or address of the SMTP server, e.g. smtp.example.com. */
  host: requiredText('SMTP host', 255).regex(/^[^\s/]+$/, {
    error: 'SMTP host must be a server name or address, without spaces or slashes',
  }),
  port: z.preprocess(
    smtpPortFromText,
    z
      .number({ error: 'Port must be a number' })
      .int({ error: 'Port must be a whole number' })
      .min(1, { error: 'Port must be between 1 and 65535' })
      .max(65535, { error: 'Port must be between 1 and 65535' }),
  ),
  /** SSL/TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: z.boolean({ error: 'SSL/TLS must be on or off' }).default(false),
  user: requiredText('SMTP user', 254),
  /** Empty or absent: keep the saved password. Never returned by any call. */
  password: z.string({ error: 'Password must be text' }).max(512, { error: 'Password is too long' }).default(''),
  from: requiredText('From address', 320).regex(fromAddressPattern, {
    error: 'From address must be an email address, optionally with a name: Name <address@example.com>',
  }),
});
export type EmailSettingsInput = z.input<typeof EmailSettingsInputSchema>;
export type EmailSettingsValues = z.output<typeof EmailSettingsInputSchema>;

/** The settings in use, as shown by the form; the password is never part of them. */
export const EmailSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  user: z.string(),
  from: z.string(),
});
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;

/** Answer of GET /api/admin/email/status (spec §7). */
export const EmailStatusSchema = z.object({
  /** Whether email can be sent: saved settings, or SMTP_HOST and SMTP_FROM in the environment. */
  configured: z.boolean(),
  /** Where the settings in use come from: saved from the Settings tab, the SMTP_* variables, or nowhere. */
  source: z.enum(['database', 'environment', 'none']),
  /** The settings in use; when not configured, whatever the environment gives, else the defaults. */
  settings: EmailSettingsSchema,
  /** Whether a password is kept (saving with an empty password keeps it). */
  hasPassword: z.boolean(),
});
export type EmailStatus = z.infer<typeof EmailStatusSchema>;

/** Answer of configure, verify and test (spec §7: success, message). */
export const EmailActionResultSchema = z.object({
  success: z.boolean(),
  /** What happened; for verify and test, the SMTP server's answer when it refused. */
  message: z.string(),
});
export type EmailActionResult = z.infer<typeof EmailActionResultSchema>;

/** Spec §5: a test email needs an address. */
export const emailRequiredMessage = 'Please enter an email address to send the test to';

/** Body of POST /api/admin/email/test. */
export const TestEmailSchema = z.object({
  email: z.string({ error: emailRequiredMessage }).trim().min(1, { error: emailRequiredMessage }).pipe(EmailSchema),
});
export type TestEmail = z.infer<typeof TestEmailSchema>;

/** Spec §3 Storage test result: a tick mark means the variable is set (its value is never shown). */
export const environmentVariableSet = '✓ Set';
export const environmentVariableNotSet = '✗ Not set';

/** Answer of GET /api/admin/storage/test (spec §3 Storage test result). */
export const StorageTestResultSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  details: z.object({
    /** The storage driver in use. */
    driver: z.enum(['local', 'gcs']),
    /** A link to the test file, valid for a few minutes; absent when the test failed. */
    testUpload: z.object({ url: z.string() }).optional(),
    /** Each storage variable with ✓ Set or ✗ Not set; never its value. */
    environmentVars: z.record(z.string(), z.string()),
  }),
  /** What failed, as the storage answered it; absent on success. */
  error: z.string().optional(),
  /** What to check or change; empty on success. */
  nextSteps: z.array(z.string()),
});
export type StorageTestResult = z.infer<typeof StorageTestResultSchema>;

/** Answer of GET /api/admin/database/status: what the system runs on, without credentials. */
export const DatabaseStatusSchema = z.object({
  engine: z.enum(['sqlite', 'postgresql']),
  /** `SQLite file /data/induction.sqlite` or `PostgreSQL server db.example.com:5432, database induction`. */
  location: z.string(),
  /** The engine's own version, e.g. 3.46.1 or 16.4. */
  version: z.string(),
  migrationsApplied: z.number().int(),
  /** Migrations this version of the app knows; equal to the applied ones when up to date. */
  migrationsKnown: z.number().int(),
  /** Name of the last migration applied. */
  latestMigration: z.string().nullable(),
});
export type DatabaseStatus = z.infer<typeof DatabaseStatusSchema>;
