import { vi } from 'vitest';

/**
 * What the web app sent through `fetch`: its path, method and headers, and its body (JSON parsed, a
 * FormData as it is).
 */
export type SentRequest = {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
};

type Answer = (request: SentRequest) => Response | Promise<Response>;

/**
 * Replaces `fetch`, the one thing the API client calls, with answers by `METHOD /path` (the path
 * without its query). Component tests have no server (decision 21): this is the only stub the tests
 * use, at the client's boundary, with real Response objects. A request without an answer fails the
 * test. Returns the requests in the order they were sent.
 */
export function stubFetch(answers: Record<string, Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const request: SentRequest = {
      path: input,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      signal: init.signal ?? undefined,
    };
    sent.push(request);
    const answer = answers[`${request.method} ${input.split('?')[0]}`];
    if (!answer) throw new Error(`No answer stubbed for ${request.method} ${input}`);
    return answer(request);
  });
  return sent;
}

/** A JSON reply. */
export const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
