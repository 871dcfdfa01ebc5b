import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appSecretFileName, deriveKey, loadAppSecret } from './app-secret.ts';

describe('the app secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-secret-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const secretFile = () => path.join(dataDir, appSecretFileName);

  it('is created once in DATA_DIR/app-secret, readable by its owner only, and reused', async () => {
    const first = await loadAppSecret({ appSecret: undefined, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(secretFile()).mode & 0o777).toBe(0o600);
    const modified = fs.statSync(secretFile()).mtimeMs;
    expect(await loadAppSecret({ appSecret: undefined, dataDir })).toBe(first);
    expect(fs.statSync(secretFile()).mtimeMs).toBe(modified);
    expect(fs.readdirSync(dataDir)).toEqual([appSecretFileName]);
  });

  it('is the same for callers that ask at the same moment', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => loadAppSecret({ appSecret: undefined, dataDir })),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(fs.readFileSync(secretFile(), 'utf8').trim()).toBe(secrets[0]);
    expect(fs.readdirSync(dataDir)).toEqual([appSecretFileName]);
  });

  it('creates DATA_DIR when it does not exist yet', async () => {
    const nested = path.join(dataDir, 'not', 'yet');
    const secret = await loadAppSecret({ appSecret: undefined, dataDir: nested });
    expect(fs.readFileSync(path.join(nested, appSecretFileName), 'utf8').trim()).toBe(secret);
  });

  it('is APP_SECRET when set, and then no file is written', async () => {
    const appSecret = 'a-secret-from-the-environment-of-40-chars';
    expect(await loadAppSecret({ appSecret, dataDir })).toBe(appSecret);
    expect(fs.existsSync(secretFile())).toBe(false);
  });

  it('refuses a secret file too short to be safe, saying how to fix it', async () => {
    fs.writeFileSync(secretFile(), 'short\n', { mode: 0o600 });
    await expect(loadAppSecret({ appSecret: undefined, dataDir })).rejects.toThrow(
      /shorter than 32 characters: delete the file to have a new one generated, or set APP_SECRET/,
    );
  });

  it('derives a different key for each purpose', () => {
    const secret = 'x'.repeat(64);
    expect(deriveKey(secret, 'signed-file-links')).toHaveLength(32);
    expect(deriveKey(secret, 'signed-file-links').equals(deriveKey(secret, 'signed-file-links'))).toBe(true);
    expect(deriveKey(secret, 'signed-file-links').equals(deriveKey(secret, 'smtp-password'))).toBe(false);
    expect(deriveKey(secret, 'smtp-password').equals(deriveKey('y'.repeat(64), 'smtp-password'))).toBe(false);
  });
});
