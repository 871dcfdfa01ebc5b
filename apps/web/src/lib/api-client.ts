/** A non-2xx reply: `message` is `status: text` (spec §8), text being the body's message when JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; without it no body and no Content-Type are sent. */
  body?: unknown;
};

/** Calls the API with the session cookie; a JSON reply is parsed, any other reply gives `{}`. */
export async function apiRequest<T>(path: string, { method = 'GET', body }: RequestOptions = {}): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${describeFailure(text) || response.statusText}`);
  }
  return parseJson(text) as T;
}

/**
 * Fetches a file (a download) with the session cookie and answers the reply to read as a blob; a
 * non-2xx reply throws the same ApiError as apiRequest.
 */
export async function apiRequestFile(path: string): Promise<Response> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(
      response.status,
      `${response.status}: ${describeFailure(await response.text()) || response.statusText}`,
    );
  }
  return response;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return {};
  }
}

function describeFailure(text: string): string {
  const parsed = parseJson(text);
  if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
    return parsed.message;
  }
  return text;
}

/** For queries where "not signed in" is an answer, not a failure: a 401 yields null. */
export async function apiRequestOrNullOn401<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
