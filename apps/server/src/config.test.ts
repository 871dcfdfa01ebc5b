import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('./data/induction.sqlite') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.storage.driver).toBe('local');
    expect(config.firstAdmin).toBeUndefined();
    expect(config.appSecret).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('reads TIME_ZONE as an IANA zone name, and refuses anything else with a message that names it', () => {
    expect(loadConfig({ TIME_ZONE: 'Australia/Sydney' }).timeZone).toBe('Australia/Sydney');
    expect(loadConfig({ TIME_ZONE: 'australia/perth' }).timeZone).toBe('Australia/Perth');
    for (const value of ['AEST', 'Sydney', '+10:00']) {
      expect(() => loadConfig({ TIME_ZONE: value })).toThrow(
        'Invalid configuration: TIME_ZONE must be an IANA time zone name (for example Australia/Sydney)',
      );
    }
  });

  it("takes the server's own zone (its TZ) when TIME_ZONE is unset or empty", () => {
    const original = process.env['TZ'];
    try {
      process.env['TZ'] = 'Australia/Brisbane';
      expect(loadConfig({}).timeZone).toBe('Australia/Brisbane');
      expect(loadConfig({ TIME_ZONE: '' }).timeZone).toBe('Australia/Brisbane');
      process.env['TZ'] = 'Europe/London';
      expect(loadConfig({}).timeZone).toBe('Europe/London');
    } finally {
      if (original === undefined) delete process.env['TZ'];
      else process.env['TZ'] = original;
    }
  });

  it.each([
    { name: 'INDUCTEE_START_LIMIT_PER_MINUTE', key: 'inducteeStartLimitPerMinute', fallback: 30 },
    { name: 'INDUCTEE_LOOKUP_LIMIT_PER_MINUTE', key: 'inducteeLookupLimitPerMinute', fallback: 90 },
  ] as const)(
    'reads $name, $fallback when unset, and refuses one that is not a whole number from 1',
    ({ name, key, fallback }) => {
      expect(loadConfig({})[key]).toBe(fallback);
      expect(loadConfig({ [name]: '' })[key]).toBe(fallback);
      expect(loadConfig({ [name]: '120' })[key]).toBe(120);
      for (const value of ['0', '-5', 'many', '2.5']) {
        expect(() => loadConfig({ [name]: value })).toThrow(
          `Invalid configuration: ${name} must be a whole number from 1`,
        );
      }
    },
  );

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy).toEqual(['10.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each(['true', 'yes', '-1', '1.5', 'proxy.example.com', '10.0.0.0/33', 'fd00::/129', '10.0.0.1,', '10.0.0.1/8/8'])(
    'refuses TRUST_PROXY=%s with a message naming the variable and the accepted forms',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        'Invalid configuration: TRUST_PROXY must be a number of proxy hops (for example 1) or a comma-separated list',
      );
    },
  );

  it('reads APP_SECRET of 32 characters or more; empty means unset', () => {
    const secret = 'f'.repeat(32);
    expect(loadConfig({ APP_SECRET: secret }).appSecret).toBe(secret);
    expect(loadConfig({ APP_SECRET: '' }).appSecret).toBeUndefined();
  });

  it('refuses a short APP_SECRET with a message that says what is needed', () => {
    expect(() => loadConfig({ APP_SECRET: 'f'.repeat(31) })).toThrow(
      'Invalid configuration: APP_SECRET must be at least 32 characters (for example: openssl rand -hex 32)',
    );
  });

  it('reads METRICS_TOKEN of 16 characters or more, unset or empty meaning /metrics is open', () => {
    const token = 'm'.repeat(16);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'm'.repeat(15) })).toThrow(
      'Invalid configuration: METRICS_TOKEN must be at least 16 characters (for example: openssl rand -hex 32)',
    );
  });

  it('writes the log as JSON lines unless main.ts says a person watches a terminal', () => {
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({}, { logFormat: 'pretty' }).logFormat).toBe('pretty');
  });

  it('selects PostgreSQL for a postgres URL and derives PUBLIC_URL from PORT', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://user@db:5432/induction', PORT: '8080' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://user@db:5432/induction' });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('reads the first admin, lower-casing the email', () => {
    const config = loadConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'long-password', ADMIN_NAME: 'Boss' });
    expect(config.firstAdmin).toEqual({ email: 'boss@example.com', password: 'long-password', name: 'Boss' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ STORAGE_DRIVER: 's4' }, 'STORAGE_DRIVER'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'a@example.com' }, 'ADMIN_PASSWORD'],
    [{ SMTP_SECURE: 'maybe' }, 'SMTP_SECURE'],
    [{ APP_SECRET: 'too-short' }, 'APP_SECRET'],
    [{ STORAGE_DRIVER: 'gcs' }, 'GCS_PROJECT_ID'],
    [{ STORAGE_DRIVER: 'gcs', GCS_PROJECT_ID: 'p' }, 'GCS_BUCKET_NAME'],
    [{ STORAGE_DRIVER: 'gcs', GCS_PROJECT_ID: 'p', GCS_BUCKET_NAME: 'b' }, 'GCS_CREDENTIALS'],
    [
      { STORAGE_DRIVER: 'gcs', GCS_PROJECT_ID: 'p', GCS_BUCKET_NAME: 'b', GCS_CREDENTIALS: '{not json' },
      'GCS_CREDENTIALS',
    ],
  ])('refuses %j, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
