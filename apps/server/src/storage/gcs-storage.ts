import { create as contentDisposition } from 'content-disposition';
import type { File, GetFilesOptions } from '@google-cloud/storage';
import type { ByteRange, FileStorage, ListedFile, StoredFileStream } from './file-storage.ts';
import { assertValidKey, fileFolders, isValidKey, type FileFolder } from './keys.ts';
import { assertValidSignedUrlRequest } from './signed-links.ts';

export type GcsSettings = {
  projectId: string;
  bucketName: string;
  /**
   * Service-account key as JSON text (GCS_CREDENTIALS). Its private_key and client_email sign
   * download links locally, without a call to Google.
   */
  credentials: string | undefined;
  /** Another address for the JSON API (tests use a local stand-in); authentication is then skipped. */
  apiEndpoint?: string;
};

const isNotFound = (error: unknown) => (error as { code?: number }).code === 404;

/**
 * Files in a Google Cloud Storage bucket, one object per key. The client library is loaded only
 * when this driver is chosen: it is large, and the local driver must start fast.
 */
export async function createGcsStorage(settings: GcsSettings): Promise<FileStorage> {
  const { Storage } = await import('@google-cloud/storage');
  const storage = new Storage({
    projectId: settings.projectId,
    ...(settings.credentials ? { credentials: JSON.parse(settings.credentials) as Record<string, string> } : {}),
    ...(settings.apiEndpoint ? { apiEndpoint: settings.apiEndpoint } : {}),
    retryOptions: { autoRetry: true, maxRetries: 2 },
  });
  const bucket = storage.bucket(settings.bucketName);
  const objectOf = (key: string) => {
    assertValidKey(key);
    return bucket.file(key);
  };

  async function sizeOf(key: string): Promise<number | undefined> {
    try {
      const [metadata] = await objectOf(key).getMetadata();
      return Number(metadata.size);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    driver: 'gcs',
    async put(key, data, contentType) {
      await objectOf(key).save(data, { resumable: false, contentType, validation: false });
    },
    size: sizeOf,
    async get(key, range?: ByteRange): Promise<StoredFileStream | undefined> {
      const size = await sizeOf(key);
      if (size === undefined) return undefined;
      const stream = objectOf(key).createReadStream({ validation: false, ...(range ?? {}) });
      return { stream, size };
    },
    async delete(key) {
      await objectOf(key).delete({ ignoreNotFound: true });
    },
    async *list(folder: FileFolder): AsyncGenerator<ListedFile> {
      if (!fileFolders.includes(folder)) throw new Error(`Invalid storage folder: ${String(folder)}`);
      // One page of the listing at a time; an upload is written whole, so nothing is ever partial here.
      let query: GetFilesOptions | null = { prefix: `${folder}/`, autoPaginate: false, maxResults: 1000 };
      while (query) {
        const [files, next]: [File[], GetFilesOptions | null, unknown] = await bucket.getFiles(query);
        for (const file of files) {
          if (!isValidKey(file.name)) continue;
          const storedAt = file.metadata.timeCreated ?? file.metadata.updated;
          if (storedAt) yield { key: file.name, storedAt: new Date(storedAt), isPartial: false };
        }
        query = next;
      }
    },
    async signedUrl(key, options) {
      assertValidSignedUrlRequest(key, options);
      // Both ends from one whole second, so that X-Goog-Expires is exactly the requested life.
      const now = Math.floor(options.now.getTime() / 1000);
      const [url] = await objectOf(key).getSignedUrl({
        version: 'v4',
        action: 'read',
        accessibleAt: now * 1000,
        expires: (now + options.expiresInSeconds) * 1000,
        ...(options.fileName === undefined
          ? {}
          : { responseDisposition: contentDisposition(options.fileName, { type: 'inline' }) }),
      });
      return url;
    },
    async checkReachable() {
      // A listing of one name: it needs only the role the app already has on the bucket (Storage Object
      // Admin holds storage.objects.list, not storage.buckets.get, which a read of the bucket would need).
      await bucket.getFiles({ maxResults: 1, autoPaginate: false, fields: 'items(name)' });
    },
  };
}
