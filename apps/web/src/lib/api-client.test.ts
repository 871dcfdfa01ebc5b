import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { ApiError, apiRequest, apiRequestFile, apiRequestOrNullOn401, RequestTimeoutError } from './api-client';

describe('the API client', () => {
  it('sends a JSON body with its Content-Type and the session cookie, and parses a JSON reply', async () => {
    const sent = stubFetch({ 'POST /api/things': () => jsonResponse({ id: 7 }) });
    await expect(apiRequest('/api/things', { method: 'POST', body: { name: 'Crane' } })).resolves.toEqual({ id: 7 });
    expect(sent).toMatchObject([
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: { name: 'Crane' } },
    ]);
  });

  it('sends no body and no Content-Type without a payload, and reads a reply that is not JSON as {} (spec §7)', async () => {
    const sent = stubFetch({ 'GET /api/things': () => new Response('OK') });
    await expect(apiRequest('/api/things')).resolves.toEqual({});
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers).toEqual({});
  });

  it('sends FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    const sent = stubFetch({ 'POST /api/upload/pdf': () => jsonResponse({ url: '/a.pdf' }) });
    const body = new FormData();
    body.append('pdf', new File(['%PDF'], 'a.pdf'));
    await apiRequest('/api/upload/pdf', { method: 'POST', body });
    expect(sent[0]!.body).toBe(body);
    expect(sent[0]!.headers).toEqual({});
  });

  it('turns a failure into "status: message", with the server message of a JSON body (spec §8, decision 5)', async () => {
    stubFetch({
      'POST /api/auth/login': () => jsonResponse({ message: 'Invalid email or password' }, { status: 401 }),
    });
    const error = await apiRequest('/api/auth/login', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '401: Invalid email or password',
      status: 401,
      serverMessage: 'Invalid email or password',
    });
  });

  it('uses the body text, else the request failure text, else the status text when the server gives no message', async () => {
    stubFetch({
      'GET /api/text': () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
      'GET /api/empty': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    await expect(apiRequest('/api/text')).rejects.toThrow(/^502: Bad gateway$/);
    await expect(apiRequest('/api/empty')).rejects.toThrow(/^500: Internal Server Error$/);
    await expect(apiRequest('/api/empty', { failureText: 'Failed to upload PDF' })).rejects.toThrow(
      /^500: Failed to upload PDF$/,
    );
  });

  it('downloads a file with the name the server gave it, the RFC 5987 name first', async () => {
    stubFetch({
      'GET /api/certificate': () =>
        new Response('%PDF-1.7', {
          headers: { 'Content-Disposition': `inline; filename="_ukasz.pdf"; filename*=UTF-8''%C5%81ukasz.pdf` },
        }),
      'GET /api/export': () =>
        new Response('a,b', {
          headers: { 'Content-Disposition': 'attachment; filename="completions-2026-01-05.csv"' },
        }),
      'GET /api/image': () => new Response('jpeg'),
    });
    const certificate = await apiRequestFile('/api/certificate');
    expect(certificate.fileName).toBe('Łukasz.pdf');
    expect(await certificate.blob.text()).toBe('%PDF-1.7');
    expect((await apiRequestFile('/api/export')).fileName).toBe('completions-2026-01-05.csv');
    expect((await apiRequestFile('/api/image')).fileName).toBeUndefined();
  });

  it('fails a file download with the same error shape', async () => {
    stubFetch({ 'GET /api/files/identity/x.jpg': () => jsonResponse({ message: 'File not found' }, { status: 404 }) });
    await expect(apiRequestFile('/api/files/identity/x.jpg')).rejects.toThrow(/^404: File not found$/);
  });

  it('abandons a request after its timeout', async () => {
    vi.useFakeTimers();
    const sent = stubFetch({
      'GET /api/slow': ({ signal }) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    });
    const answer = apiRequestFile('/api/slow', { timeoutMs: 30_000 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await answer;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ message: 'Request timed out after 30 seconds', timeoutMs: 30_000 });
  });

  it("sends the same body again after a busy server's Retry-After, up to the tries asked for", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const sent = stubFetch({
      'POST /api/inductee/complete': () =>
        ++calls < 3
          ? jsonResponse({ message: 'Busy' }, { status: 503, headers: { 'Retry-After': '2' } })
          : jsonResponse({ success: true }),
    });
    const body = new FormData();
    body.append('progressId', '4');
    const answer = apiRequest('/api/inductee/complete', { method: 'POST', body, triesWhileBusy: 3 });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(answer).resolves.toEqual({ success: true });
    expect(sent.map((request) => request.body)).toEqual([body, body, body]);
  });

  it('answers the last busy reply as a failure once the tries are spent, and never retries unless asked', async () => {
    vi.useFakeTimers();
    const sent = stubFetch({
      'POST /api/busy': () => jsonResponse({ message: 'Too many completions at once' }, { status: 503 }),
    });
    const twice = apiRequest('/api/busy', { method: 'POST', triesWhileBusy: 2 }).catch((caught: unknown) => caught);
    // Without a Retry-After the client waits 5 s.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await twice).toMatchObject({ status: 503, message: '503: Too many completions at once' });
    await expect(apiRequest('/api/busy', { method: 'POST' })).rejects.toThrow(/^503: /);
    expect(sent).toHaveLength(3);
  });

  it('answers null for a 401 where "not signed in" is an answer, and fails on anything else', async () => {
    stubFetch({
      'GET /api/auth/me': () => jsonResponse({ message: 'Authentication required' }, { status: 401 }),
      'GET /api/broken': () => jsonResponse({ message: 'Internal server error' }, { status: 500 }),
    });
    await expect(apiRequestOrNullOn401('/api/auth/me')).resolves.toBeNull();
    await expect(apiRequestOrNullOn401('/api/broken')).rejects.toThrow('500: Internal server error');
  });

  it("lets a network failure through as fetch's TypeError, which the inductee is told about as such", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/anything')).rejects.toBeInstanceOf(TypeError);
  });
});
