import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The shortest secret accepted, from APP_SECRET or from the generated file. */
export const minimumSecretLength = 32;

/** Name of the generated secret's file inside DATA_DIR. */
export const appSecretFileName = 'app-secret';

/**
 * The app's own secret: APP_SECRET when set, otherwise a random one created once in
 * `DATA_DIR/app-secret` (mode 0600) and read back on every later start. Instances that share
 * files but not a disk (PostgreSQL + GCS) must set APP_SECRET so that they agree.
 */
export async function loadAppSecret(settings: { appSecret: string | undefined; dataDir: string }): Promise<string> {
  if (settings.appSecret !== undefined) return settings.appSecret;
  const file = path.join(settings.dataDir, appSecretFileName);
  const existing = await readSecretFile(file);
  if (existing !== undefined) return existing;
  await createSecretFile(file);
  // Whoever won the race to create it, every caller now reads the same secret.
  const created = await readSecretFile(file);
  if (created === undefined) throw new Error(`The app secret file ${file} could not be created`);
  return created;
}

/**
 * loadAppSecret on first use, then the same answer: for features that need the secret only now and then
 * (the saved SMTP password), so that a start without them does not create DATA_DIR/app-secret for them.
 */
export function appSecretLoader(settings: { appSecret: string | undefined; dataDir: string }): () => Promise<string> {
  let loading: Promise<string> | undefined;
  return () => {
    loading ??= loadAppSecret(settings).catch((error: unknown) => {
      // A failure (e.g. an unreadable DATA_DIR) is tried again next time rather than kept.
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * A key for one use of the secret (signing download links, encrypting a password…), so that
 * what one use produces can never be replayed as another's.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'crane-safety-induction', purpose, 32));
}

async function readSecretFile(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await fs.promises.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < minimumSecretLength) {
    throw new Error(
      `The app secret in ${file} is shorter than ${minimumSecretLength} characters: ` +
        'delete the file to have a new one generated, or set APP_SECRET',
    );
  }
  return secret;
}

/** Writes a new secret beside the target and links it into place, so no reader sees a half-written file. */
async function createSecretFile(file: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.partial`;
  await fs.promises.writeFile(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.promises.link(temporary, file);
  } catch (error) {
    // Another caller created it first: theirs is kept.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.promises.rm(temporary, { force: true });
  }
}
