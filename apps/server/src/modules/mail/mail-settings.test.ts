import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { environmentMailSettings, mailSettingsFromEnvironment } from './mail-settings.ts';

const fromEnvironment = (env: Record<string, string>) => mailSettingsFromEnvironment(loadConfig(env).smtp);
const minimal = { SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'induction@example.com' };

describe('mail settings from the environment', () => {
  it('are absent until both SMTP_HOST and SMTP_FROM are set', () => {
    expect(fromEnvironment({})).toBeUndefined();
    expect(fromEnvironment({ SMTP_HOST: 'smtp.example.com', SMTP_USER: 'user' })).toBeUndefined();
    expect(fromEnvironment({ SMTP_FROM: 'induction@example.com' })).toBeUndefined();
    expect(fromEnvironment({ SMTP_HOST: '', SMTP_FROM: '' })).toBeUndefined();
  });

  it('use port 587 without SSL/TLS by default, with login only when a user is given', () => {
    expect(fromEnvironment(minimal)).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: undefined,
      password: undefined,
      from: 'induction@example.com',
    });
    expect(fromEnvironment({ ...minimal, SMTP_USER: 'mailer', SMTP_PASSWORD: 'secret' })).toMatchObject({
      user: 'mailer',
      password: 'secret',
    });
  });

  it('use port 465 with SSL/TLS, and SSL/TLS on port 465 unless SMTP_SECURE says otherwise', () => {
    expect(fromEnvironment({ ...minimal, SMTP_SECURE: 'true' })).toMatchObject({ port: 465, secure: true });
    expect(fromEnvironment({ ...minimal, SMTP_PORT: '465' })).toMatchObject({ port: 465, secure: true });
    expect(fromEnvironment({ ...minimal, SMTP_PORT: '465', SMTP_SECURE: 'false' })).toMatchObject({
      port: 465,
      secure: false,
    });
    expect(fromEnvironment({ ...minimal, SMTP_PORT: '2525', SMTP_SECURE: 'yes' })).toMatchObject({
      port: 2525,
      secure: true,
    });
    expect(fromEnvironment({ ...minimal, SMTP_PORT: '25' })).toMatchObject({ port: 25, secure: false });
  });

  it('are what the worker reads before each round', async () => {
    const getMailSettings = environmentMailSettings(loadConfig(minimal));
    expect(await getMailSettings()).toMatchObject({ host: 'smtp.example.com', port: 587 });
    expect(await environmentMailSettings(loadConfig({}))()).toBeUndefined();
  });
});
