/**
 * The one way the web app calls the API (decision 21): JSON, multipart uploads and file downloads,
 * with the session cookie, an optional timeout, and one error for every non-2xx reply.
 */

/**
 * A non-2xx reply (spec §8): `message` reads `status: text`, text being the body's `message` when the
 * body is JSON with one (decision 5), else the request's `failureText`, else the body, else the status
 * text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The server's own `{ message }`, when the body is JSON with one. */
    readonly serverMessage: string | undefined,
    detail: string,
  ) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
  }
}

/** The request was abandoned after its `timeoutMs`. */
export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Request timed out after ${timeoutMs / 1000} seconds`);
    this.name = 'RequestTimeoutError';
  }
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * FormData is sent as multipart (the browser writes the boundary); anything else as JSON. Without a
   * body no Content-Type is sent (spec §7).
   */
  body?: unknown;
  /** Abandons the request, and the reading of its reply, after this long: RequestTimeoutError. */
  timeoutMs?: number;
  /**
   * Tries in all while the server answers 503 (busy): each waits for the reply's Retry-After (at most
   * 10 s) and sends the same body again. One try unless given.
   */
  triesWhileBusy?: number;
  /** What a failure says when the server gives no message of its own (spec §8 names some). */
  failureText?: string;
};

/** A downloaded file and the name the server suggested for it (Content-Disposition). */
export type ApiFile = { blob: Blob; fileName: string | undefined };

/** Calls the API; a JSON reply is parsed, any other reply gives `{}` (spec §7). */
export function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return request(path, options, async (response) => parseJson(await response.text()) ?? {}) as Promise<T>;
}

/** Downloads a file (a document, an image, an export) to keep in memory or save. */
export function apiRequestFile(path: string, options: ApiRequestOptions = {}): Promise<ApiFile> {
  return request(path, options, async (response) => ({
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  }));
}

/** For queries where "not signed in" is an answer, not a failure: a 401 yields null (spec §7). */
export async function apiRequestOrNullOn401<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Longest wait for a busy server's Retry-After, and the wait when it names none. */
const longestBusyWaitSeconds = 10;
const defaultBusyWaitSeconds = 5;

/** apiRequest through another transport: apiUpload's. */
export function apiRequestVia<T>(path: string, options: ApiRequestOptions, transport: Transport): Promise<T> {
  return request(path, options, async (response) => parseJson(await response.text()) ?? {}, transport) as Promise<T>;
}

async function request<T>(
  path: string,
  options: ApiRequestOptions,
  read: (response: Response) => Promise<T>,
  transport: Transport = send,
): Promise<T> {
  let busyTries = 0;
  for (;;) {
    const controller = new AbortController();
    const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => controller.abort(), options.timeoutMs);
    busyTries += 1;
    try {
      const response = await transport(path, options, controller.signal);
      if (response.status === 503 && busyTries < (options.triesWhileBusy ?? 1)) {
        await wait(busyWaitMs(response));
        continue;
      }
      if (!response.ok) throw failureOf(response, await response.text(), options.failureText);
      return await read(response);
    } catch (error) {
      if (controller.signal.aborted && options.timeoutMs !== undefined)
        throw new RequestTimeoutError(options.timeoutMs);
      // A network failure stays fetch's TypeError, which the inductee is told about as such (spec §8).
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * How a request leaves the browser, with the session cookie (spec §6): fetch, or for an upload
 * that reports its progress, XMLHttpRequest (api-upload.ts).
 */
export type Transport = (path: string, options: ApiRequestOptions, signal: AbortSignal) => Promise<Response>;

function send(path: string, { method = 'GET', body }: ApiRequestOptions, signal: AbortSignal): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', signal };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return fetch(path, init);
}

function failureOf(response: Response, text: string, failureText: string | undefined): ApiError {
  const serverMessage = messageOf(parseJson(text));
  const detail = serverMessage ?? (failureText || text || response.statusText);
  return new ApiError(response.status, response.statusText, serverMessage, detail);
}

function busyWaitMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return (
    Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds : defaultBusyWaitSeconds, longestBusyWaitSeconds) * 1000
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The body as JSON, or undefined when it is empty or not JSON. */
function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

/** The file name of a Content-Disposition: the RFC 5987 `filename*` (any script), else `filename`. */
function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header)?.slice(1).find(Boolean);
}
