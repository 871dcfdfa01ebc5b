import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';

/** The storage driver the configuration names. */
export function createStorage(config: Config): FileStorage {
  if (config.storage.driver === 'gcs') {
    throw new Error('STORAGE_DRIVER=gcs is not available yet; use local');
  }
  return createLocalStorage(config.dataDir);
}
