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
 * Replaces `fetch`, and XMLHttpRequest for the uploads that report progress (decision 33), the two
 * ways the API client sends, with answers by `METHOD /path` (the path without its query). Component
 * tests have no server (decision 21): this is the only stub the tests use, at the client's boundary,
 * with real Response objects. A request without an answer fails the test. Returns the requests in the
 * order they were sent.
 */
export function stubFetch(answers: Record<string, Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  const fetchStub = async (input: string, init: RequestInit = {}) => {
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
  };
  vi.stubGlobal('fetch', fetchStub);
  vi.stubGlobal('XMLHttpRequest', xhrOver(fetchStub));
  return sent;
}

/**
 * An XMLHttpRequest that sends through the fetch stub: the whole body is "sent" at once (upload
 * progress 1), then the answer is read; a TypeError from the stub is a network failure before sending.
 */
function xhrOver(send: (input: string, init: RequestInit) => Promise<Response>) {
  return class {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    responseType = '';
    status = 0;
    statusText = '';
    response: Blob | null = null;
    private method = 'GET';
    private path = '';
    private headers = new Headers();
    private readonly controller = new AbortController();

    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }

    abort() {
      this.controller.abort();
      this.onabort?.();
    }

    getAllResponseHeaders() {
      return [...this.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }

    send(body: XMLHttpRequestBodyInit | null) {
      send(this.path, { method: this.method, body, signal: this.controller.signal }).then(
        async (response) => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
          this.upload.onload?.();
          this.status = response.status;
          this.statusText = response.statusText;
          this.headers = response.headers;
          this.response = await response.blob();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  };
}

/** A JSON reply. */
export const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
