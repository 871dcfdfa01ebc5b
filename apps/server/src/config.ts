import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { canonicalTimeZone } from '@crane/contract';
import { minimumSecretLength } from './lib/app-secret.ts';
import type { LogFormat } from './lib/log-format.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

const booleanText = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .transform((value) => value === 'true' || value === '1' || value === 'yes')
    .optional(),
);

/** How many requests of one kind a client address may make a minute; `fallback` when unset. */
const limitPerMinute = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 1' })
      .int({ error: 'must be a whole number from 1' })
      .min(1, { error: 'must be a whole number from 1' })
      .default(fallback),
  );

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be between 0 and 65535' })
  .max(65535, { error: 'must be between 0 and 65535' });

/** A proxy address, or a CIDR range of them (`10.0.0.0/8`, `fd00::/8`). */
const isProxyAddress = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies to believe about the client's address (X-Forwarded-For), for Fastify's `trustProxy`:
 * unset (none: the socket's address), a number of proxy hops in front of the app, or the proxies'
 * addresses and CIDR ranges, comma-separated.
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((value, context) => {
      const text = value.trim();
      if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
      const entries = text.split(',').map((entry) => entry.trim());
      if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
      context.addIssue({
        code: 'custom',
        message:
          'must be a number of proxy hops (for example 1) or a comma-separated list of proxy addresses or CIDR ranges (for example 10.0.0.0/8,192.168.1.10)',
      });
      return z.NEVER;
    })
    .default(false),
);

const EnvironmentSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, port.default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL (leave it unset for SQLite)' })
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email({ error: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  ),
  ADMIN_NAME: optionalText,
  SMTP_HOST: optionalText,
  SMTP_PORT: z.preprocess(emptyToUndefined, port.optional()),
  SMTP_SECURE: booleanText,
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_FROM: optionalText,
  STORAGE_DRIVER: z.preprocess(
    emptyToUndefined,
    z.enum(['local', 'gcs'], { error: 'must be local or gcs' }).default('local'),
  ),
  GCS_PROJECT_ID: optionalText,
  GCS_BUCKET_NAME: optionalText,
  GCS_CREDENTIALS: optionalText,
  APP_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(minimumSecretLength, {
        error: `must be at least ${minimumSecretLength} characters (for example: openssl rand -hex 32)`,
      })
      .optional(),
  ),
  INDUCTEE_START_LIMIT_PER_MINUTE: limitPerMinute(30),
  INDUCTEE_LOOKUP_LIMIT_PER_MINUTE: limitPerMinute(90),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { error: 'must be at least 16 characters (for example: openssl rand -hex 32)' }).optional(),
  ),
  WEBHOOKS_ALLOW_PRIVATE: booleanText,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: trustProxy,
  TIME_ZONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value, context) => {
        const zone = canonicalTimeZone(value);
        if (zone) return zone;
        context.addIssue({ code: 'custom', message: 'must be an IANA time zone name (for example Australia/Sydney)' });
        return z.NEVER;
      })
      .optional(),
  ),
});

export type Config = {
  port: number;
  host: string;
  /** Absolute path of the data directory (SQLite file, uploads, generated secrets). */
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** Origin people use to reach the app, without a trailing slash. */
  publicUrl: string;
  firstAdmin: { email: string; password: string; name: string } | undefined;
  smtp: {
    host: string | undefined;
    port: number | undefined;
    secure: boolean | undefined;
    user: string | undefined;
    password: string | undefined;
    from: string | undefined;
  };
  storage: {
    driver: 'local' | 'gcs';
    /** Whether STORAGE_DRIVER was given (the storage test says which variables are set). */
    isDriverSet: boolean;
    gcsProjectId: string | undefined;
    gcsBucketName: string | undefined;
    gcsCredentials: string | undefined;
  };
  /**
   * Secret for signing download links and encrypting the saved SMTP password; when unset, one is
   * generated in DATA_DIR/app-secret (lib/app-secret.ts).
   */
  appSecret: string | undefined;
  /** Inductions one client address may start a minute (POST /api/inductee/start), on all instances together. */
  inducteeStartLimitPerMinute: number;
  /**
   * Email addresses one client address may look up a minute (GET /api/inductee/{email}/progress), on all
   * instances together.
   */
  inducteeLookupLimitPerMinute: number;
  /** When set, GET /metrics answers only `Authorization: Bearer <this>`; unset, anyone who reaches it. */
  metricsToken: string | undefined;
  /**
   * Whether webhooks may reach private, loopback and link-local addresses, over http:// too (on-premises
   * receivers, tests); otherwise only https:// addresses on the internet.
   */
  webhooksAllowPrivate: boolean;
  logLevel: string;
  /**
   * `pretty` (one readable line per entry, through pino-pretty) when a person watches a terminal, else
   * `json` (one JSON object a line, for log collectors); main.ts decides (lib/log-format.ts).
   */
  logFormat: LogFormat;
  /**
   * Fastify's `trustProxy`: false (request.ip is the socket's address), a hop count, or the proxies'
   * addresses and CIDR ranges. The login throttle counts by request.ip.
   */
  trustProxy: false | number | string[];
  /**
   * The company's IANA time zone: documents, emails, the export and the admin screens write times in
   * it (decision 22). TIME_ZONE, else the server's own zone (its TZ).
   */
  timeZone: string;
  /** Directory of the built web app; absent in API tests. */
  webDistDir: string | undefined;
};

/** Thrown when the environment is invalid; the message names each bad variable. */
export class ConfigError extends Error {}

/** Parses the environment once at start; the only place that reads process.env. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { webDistDir?: string; logFormat?: LogFormat } = {},
): Config {
  const parsed = EnvironmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const values = parsed.data;
  if ((values.ADMIN_EMAIL === undefined) !== (values.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (values.STORAGE_DRIVER === 'gcs') {
    for (const name of ['GCS_PROJECT_ID', 'GCS_BUCKET_NAME', 'GCS_CREDENTIALS'] as const) {
      if (!values[name]) throw new ConfigError(`Invalid configuration: ${name} is required when STORAGE_DRIVER is gcs`);
    }
    if (!isJsonObject(values.GCS_CREDENTIALS ?? '')) {
      throw new ConfigError('Invalid configuration: GCS_CREDENTIALS must be the service-account key as JSON text');
    }
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'induction.sqlite') },
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    firstAdmin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? {
            email: values.ADMIN_EMAIL.trim().toLowerCase(),
            password: values.ADMIN_PASSWORD,
            name: values.ADMIN_NAME?.trim() || 'Administrator',
          }
        : undefined,
    smtp: {
      host: values.SMTP_HOST,
      port: values.SMTP_PORT,
      secure: values.SMTP_SECURE,
      user: values.SMTP_USER,
      password: values.SMTP_PASSWORD,
      from: values.SMTP_FROM,
    },
    storage: {
      driver: values.STORAGE_DRIVER,
      isDriverSet: Boolean(env['STORAGE_DRIVER']),
      gcsProjectId: values.GCS_PROJECT_ID,
      gcsBucketName: values.GCS_BUCKET_NAME,
      gcsCredentials: values.GCS_CREDENTIALS,
    },
    appSecret: values.APP_SECRET,
    inducteeStartLimitPerMinute: values.INDUCTEE_START_LIMIT_PER_MINUTE,
    inducteeLookupLimitPerMinute: values.INDUCTEE_LOOKUP_LIMIT_PER_MINUTE,
    metricsToken: values.METRICS_TOKEN,
    webhooksAllowPrivate: values.WEBHOOKS_ALLOW_PRIVATE ?? false,
    logLevel: values.LOG_LEVEL,
    logFormat: options.logFormat ?? 'json',
    trustProxy: values.TRUST_PROXY,
    timeZone: values.TIME_ZONE ?? serverTimeZone(),
    webDistDir: options.webDistDir,
  };
}

/** The zone the server runs in (its TZ, else the system's), UTC if the runtime cannot tell. */
function serverTimeZone(): string {
  return canonicalTimeZone(new Intl.DateTimeFormat().resolvedOptions().timeZone) ?? 'UTC';
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
