import { apiRequestVia, type ApiRequestOptions, type Transport } from './api-client';

/**
 * The network failed (no signal, the connection dropped): a TypeError as fetch's own, so it is told as a
 * network error (spec §8). `wasBodySent` says whether the whole body had reached the network before it
 * failed: when it had not, the server cannot have acted on it and the request can be sent again.
 */
export class NetworkError extends TypeError {
  constructor(readonly wasBodySent: boolean) {
    super('Failed to fetch');
    this.name = 'NetworkError';
  }
}

export type UploadOptions = {
  /** The part of the body sent, from 0 to 1. */
  onUploadProgress?: (sentFraction: number) => void;
  /**
   * Tries in all while the upload fails before its body was sent (no network): each waits (2, 4, 8… s,
   * at most 15, or until the browser is back online) and sends the same body again. A failure after the
   * body was sent is not retried: the server may have acted on it. One try unless given.
   */
  triesWhileOffline?: number;
  /** Told before each wait of `triesWhileOffline`, with its length. */
  onOfflineRetry?: (waitSeconds: number) => void;
};

/**
 * A multipart upload (issue 16): apiRequest (its errors, its busy retries) through XMLHttpRequest,
 * which reports how much of the body is sent and whether all of it was before a network failure (fetch
 * can tell neither), so the upload shows its progress and is sent again while offline. Only the screens
 * that upload load it (decision 33).
 */
export function apiUpload<T>(
  path: string,
  {
    onUploadProgress,
    triesWhileOffline = 1,
    onOfflineRetry,
    ...options
  }: ApiRequestOptions & UploadOptions & { body: FormData },
): Promise<T> {
  const transport: Transport = async (url, sent, signal) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await sendOnce(url, sent, signal, onUploadProgress);
      } catch (error) {
        if (!(error instanceof NetworkError) || error.wasBodySent || attempt >= triesWhileOffline) throw error;
        const seconds = Math.min(2 ** attempt, longestOfflineWaitSeconds);
        onOfflineRetry?.(seconds);
        await waitForNetwork(seconds * 1000);
      }
    }
  };
  return apiRequestVia<T>(path, options, transport);
}

/** Longest wait between tries while offline. */
const longestOfflineWaitSeconds = 15;

/** Waits `ms`, or less when the browser says it is back online. */
function waitForNetwork(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** One send with XMLHttpRequest, answered as fetch's Response. */
function sendOnce(
  path: string,
  { method = 'POST', body }: ApiRequestOptions,
  signal: AbortSignal,
  onUploadProgress: UploadOptions['onUploadProgress'],
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let wasBodySent = false;
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      wasBodySent = true;
      onUploadProgress?.(1);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const hasNoBody = [204, 205, 304].includes(xhr.status);
      resolve(
        new Response(hasNoBody ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      );
    };
    xhr.onerror = () => reject(new NetworkError(wasBodySent));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body as FormData);
  });
}
