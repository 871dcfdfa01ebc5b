import { apiRequestVia, NetworkError, type ApiRequestOptions, type Transport } from './api-client';

/**
 * A multipart upload (issue 16): apiRequest with XMLHttpRequest, which reports how much of the body is
 * sent and whether all of it was before a network failure (fetch can tell neither), so the upload shows
 * its progress and is sent again while offline (`triesWhileOffline`). Only the screens that upload load
 * it (decision 33).
 */
export function apiUpload<T>(path: string, options: ApiRequestOptions & { body: FormData }): Promise<T> {
  return apiRequestVia<T>(path, options, sendUpload);
}

const sendUpload: Transport = (path, { method = 'POST', body, onUploadProgress }, signal) =>
  new Promise((resolve, reject) => {
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
