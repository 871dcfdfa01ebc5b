import type { Readable } from 'node:stream';
import type { FileFolder } from './keys.ts';
import type { SignedUrlOptions } from './signed-links.ts';

/** An inclusive byte range of a stored file. */
export type ByteRange = { start: number; end: number };

export type StoredFileStream = { stream: Readable; size: number };

/** A file found in a folder of the store (`FileStorage.list`). */
export type ListedFile = {
  /** Its key; for an unfinished write, the partial name (keys.ts partialKeyOf), which `delete` also takes. */
  key: string;
  /** When it was written. */
  storedAt: Date;
  /** A write that never finished (the local driver's, cut by a crash): never served, only deleted. */
  isPartial: boolean;
};

/**
 * Where uploaded files live. Keys are random and never chosen by a client; each driver maps
 * them to its own place (a folder under DATA_DIR, a bucket).
 */
export type FileStorage = {
  /** Which driver this is, for diagnostics. */
  readonly driver: 'local' | 'gcs';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's size, or undefined when there is no such file. */
  size(key: string): Promise<number | undefined>;
  /** Streams the file, or the given byte range of it; undefined when there is no such file. */
  get(key: string, range?: ByteRange): Promise<StoredFileStream | undefined>;
  /** Removes the file (or an unfinished write listed by `list`); removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every file of a folder with when it was written, read a page at a time (a folder may hold hundreds
   * of thousands); names the app never makes are left out. For the file sweeps (modules/file-sweeps).
   */
  list(folder: FileFolder): AsyncIterable<ListedFile>;
  /**
   * A link from which anyone holding it can GET the file until it expires: an absolute URL (a
   * bucket's signed URL) or an app-relative one (`/api/files/signed/…`). Nothing is checked
   * against the store: the file need not exist yet.
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /**
   * Throws when the store cannot be reached or written, checked as cheaply as the driver allows (no file
   * is written): the storage half of the readiness check (GET /api/health/ready).
   */
  checkReachable(): Promise<void>;
};
