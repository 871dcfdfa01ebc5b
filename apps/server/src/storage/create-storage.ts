import type { Config } from '../config.ts';
import { loadAppSecret } from '../lib/app-secret.ts';
import type { FileStorage } from './file-storage.ts';
import { createGcsStorage } from './gcs-storage.ts';
import { createLocalStorage } from './local-storage.ts';

/** The storage driver the configuration names (config.ts has checked its settings). */
export async function createStorage(config: Config): Promise<FileStorage> {
  if (config.storage.driver === 'gcs') {
    return createGcsStorage({
      projectId: config.storage.gcsProjectId ?? '',
      bucketName: config.storage.gcsBucketName ?? '',
      credentials: config.storage.gcsCredentials,
    });
  }
  return createLocalStorage(config.dataDir, await loadAppSecret(config));
}
