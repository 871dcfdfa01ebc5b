import { environmentVariableNotSet, environmentVariableSet, type StorageTestResult } from '@crane/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { newFileKey } from '../../storage/keys.ts';
import { runStorageSelfTest, type SelfTestStep } from '../../storage/self-test.ts';
import { recordFileForLink } from '../expiring-files/expiring-files.ts';

/** How long the link to the test file works; the file is deleted when it expires (modules/expiring-files). */
export const testFileLinkSeconds = 10 * 60;

/** Longest error text shown. */
const maximumErrorLength = 500;

type StorageConfig = Config['storage'];

/** The storage variables, each with set or not set: never a value (spec §3, a tick mark means set). */
function environmentVariables(config: StorageConfig): Record<string, string> {
  const isSet = (value: string | undefined) => (value ? environmentVariableSet : environmentVariableNotSet);
  return {
    STORAGE_DRIVER: isSet(config.isDriverSet ? config.driver : undefined),
    GCS_PROJECT_ID: isSet(config.gcsProjectId),
    GCS_BUCKET_NAME: isSet(config.gcsBucketName),
    GCS_CREDENTIALS: isSet(config.gcsCredentials),
  };
}

const driverName = (driver: FileStorage['driver']) =>
  driver === 'gcs' ? 'Google Cloud Storage (STORAGE_DRIVER=gcs)' : 'local storage under DATA_DIR/uploads';

const stepFailure: Record<SelfTestStep, string> = {
  write: 'the test file could not be written',
  read: 'the test file was written but could not be read back',
  delete: 'the test file was written and read back but could not be deleted',
};

/**
 * The storage test of the Settings tab, over the app's storage driver: writes, reads back and deletes
 * a file, then leaves a second one behind for the link, deleted when the link expires
 * (modules/expiring-files).
 */
export async function runStorageTest({
  db,
  storage,
  config,
  now,
}: {
  db: Kysely<Database>;
  storage: FileStorage;
  config: StorageConfig;
  now: Date;
}): Promise<StorageTestResult> {
  const failed = (message: string, error: unknown, nextSteps: string[]): StorageTestResult => ({
    status: 'error',
    message,
    details: { driver: storage.driver, environmentVars: environmentVariables(config) },
    error: describeStorageError(error, config),
    nextSteps,
  });

  const check = await runStorageSelfTest(storage, now);
  if (!check.ok) {
    return failed(
      `Storage test failed with ${driverName(storage.driver)}: ${stepFailure[check.step]}.`,
      check.cause ?? check.error,
      nextStepsFor(storage.driver, config, check.step, check.cause ?? check.error),
    );
  }
  // The check passed; a second file stays behind for the link, so that the link can be opened. It is
  // recorded first, and deleted when the link expires.
  const key = newFileKey('self-test', 'txt');
  await recordFileForLink(db, key, testFileLinkSeconds, now);
  try {
    await storage.put(
      key,
      Buffer.from(`Crane Safety Induction storage test file, stored ${now.toISOString()}\n`),
      'text/plain',
    );
  } catch (error) {
    return failed(
      `Storage test failed with ${driverName(storage.driver)}: a second test file could not be written.`,
      error,
      nextStepsFor(storage.driver, config, 'write', error),
    );
  }
  let url: string;
  try {
    url = await storage.signedUrl(key, { expiresInSeconds: testFileLinkSeconds, fileName: 'storage-test.txt', now });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    return failed(
      `Storage test failed with ${driverName(storage.driver)}: files are stored, but no download link could be signed.`,
      error,
      storage.driver === 'gcs'
        ? [
            'Check GCS_CREDENTIALS: it must be the whole service-account key (JSON) with client_email and private_key, which sign download links.',
            restartStep,
          ]
        : ['Check that APP_SECRET, when set, is at least 32 characters, or that DATA_DIR/app-secret is readable.'],
    );
  }
  return {
    status: 'success',
    message:
      `Storage works with ${driverName(storage.driver)}: a test file was written, read back and deleted. ` +
      `The link below opens another test file for ${testFileLinkSeconds / 60} minutes.`,
    details: { driver: storage.driver, testUpload: { url }, environmentVars: environmentVariables(config) },
    nextSteps: [],
  };
}

const restartStep = 'Restart the server after changing STORAGE_DRIVER or a GCS_* variable, then run this test again.';

type ErrorFacts = { status: number | undefined; code: string | undefined; message: string };

function factsOf(error: unknown): ErrorFacts {
  const value = (error ?? {}) as { code?: unknown; status?: unknown; message?: unknown };
  const status =
    typeof value.code === 'number' ? value.code : typeof value.status === 'number' ? value.status : undefined;
  return {
    status,
    code: typeof value.code === 'string' ? value.code : undefined,
    message: error instanceof Error ? error.message : typeof value.message === 'string' ? value.message : String(error),
  };
}

const networkCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH']);

/** What an administrator can do about the failure, from what the driver answered. */
function nextStepsFor(driver: FileStorage['driver'], config: StorageConfig, step: SelfTestStep, error: unknown) {
  const facts = factsOf(error);
  const steps: string[] = [];
  if (driver === 'local') {
    if (facts.code === 'ENOSPC') steps.push('Free some disk space on the volume that holds DATA_DIR.');
    steps.push(
      'Check that DATA_DIR points at a directory the user running the server can create, write and delete files in (the files go to DATA_DIR/uploads).',
    );
    steps.push(
      'To keep files in Google Cloud Storage instead, set STORAGE_DRIVER=gcs with GCS_PROJECT_ID, GCS_BUCKET_NAME and GCS_CREDENTIALS, and restart the server.',
    );
    return steps;
  }
  const missing = (['GCS_PROJECT_ID', 'GCS_BUCKET_NAME', 'GCS_CREDENTIALS'] as const).filter(
    (name) =>
      !{
        GCS_PROJECT_ID: config.gcsProjectId,
        GCS_BUCKET_NAME: config.gcsBucketName,
        GCS_CREDENTIALS: config.gcsCredentials,
      }[name],
  );
  if (missing.length > 0) steps.push(`Set ${missing.join(', ')}: Google Cloud Storage needs all three.`);
  const text = facts.message.toLowerCase();
  if (facts.status === 404 || text.includes('bucket does not exist') || text.includes('not found')) {
    steps.push('Check GCS_BUCKET_NAME: the bucket must already exist (create it in the Google Cloud console).');
    steps.push('Check GCS_PROJECT_ID: it must be the project that owns the bucket.');
  } else if (facts.status === 401 || facts.status === 403 || text.includes('permission') || text.includes('denied')) {
    steps.push(
      `Give the service account of GCS_CREDENTIALS the Storage Object Admin role on the bucket: the app creates, reads and deletes files (this test failed to ${step} one).`,
    );
  } else if (
    (facts.code !== undefined && networkCodes.has(facts.code)) ||
    /econnrefused|enotfound|eai_again|etimedout|socket hang up|network/.test(text)
  ) {
    steps.push('Check that this server can reach storage.googleapis.com over HTTPS (firewall, proxy, DNS).');
  } else if (/invalid_grant|private key|decoder|credential|jwt/.test(text)) {
    steps.push(
      'Check GCS_CREDENTIALS: it must be the whole service-account key file as JSON text, with client_email and private_key, of a key that has not been deleted.',
    );
  } else {
    steps.push(
      'Check GCS_PROJECT_ID, GCS_BUCKET_NAME and GCS_CREDENTIALS against the bucket in the Google Cloud console.',
    );
  }
  steps.push(restartStep);
  return steps;
}

/** The driver's error as one readable line, with no secret in it (the key's private parts are blotted out). */
function describeStorageError(error: unknown, config: StorageConfig): string {
  const facts = factsOf(error);
  let text = facts.code && !facts.message.includes(facts.code) ? `${facts.code}: ${facts.message}` : facts.message;
  if (facts.status !== undefined && !text.includes(String(facts.status))) text = `${facts.status}: ${text}`;
  for (const secret of secretsOf(config)) text = text.split(secret).join('***');
  text = text
    .replace(/Bearer\s+[\w.~+/=-]+/gi, 'Bearer ***')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maximumErrorLength ? `${text.slice(0, maximumErrorLength - 1)}…` : text;
}

/** The values that must never appear in an answer: the credentials and their private key. */
function secretsOf(config: StorageConfig): string[] {
  const secrets: string[] = [];
  if (!config.gcsCredentials) return secrets;
  secrets.push(config.gcsCredentials);
  try {
    const key = (JSON.parse(config.gcsCredentials) as { private_key?: unknown }).private_key;
    if (typeof key === 'string' && key.length > 0) {
      secrets.push(key);
      // A key's body is also recognisable line by line.
      secrets.push(...key.split('\n').filter((line) => line.length > 20 && !line.startsWith('-----')));
    }
  } catch {
    // config.ts has checked the JSON; nothing more to hide.
  }
  return secrets;
}
