/**
 * Malformed requests for the fuzz test (src/malformed-requests.test.ts): for a route, a bounded
 * list of requests built from a seeded generator, so that a failure is reproduced by its seed.
 * Each request is hostile in one way an attacker or a broken client would try: odd ids, bad JSON,
 * wrong types, huge strings, NUL bytes, wrong content types, oversized and broken multipart bodies.
 */

/** A small, fast, seedable generator (mulberry32): the same seed gives the same requests. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}
export type Random = ReturnType<typeof createRandom>;

/** Values a path parameter may be given: ids out of range or of the wrong kind, traversal, escapes. */
const oddParams = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999',
  '2147483648',
  'NaN',
  'abc',
  '%00',
  '%E0%A4%A',
  '%25',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'a'.repeat(199),
  encodeURIComponent('😀🏗️'),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent("1' or '1'='1"),
  '00000000-0000-4000-8000-000000000000.png',
  'x.pdf',
];

/** Text values: huge, NUL bytes, control characters, other scripts, markup, injection. */
const oddStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  'x'.repeat(100_000),
  '😀'.repeat(5_000),
  '<img src=x onerror=alert(1)>',
  "'; drop table admin_users; --",
  '../../etc/passwd',
  '%',
  '\ud800',
  'admin@example.com',
  'data:image/png;base64,AAAA',
  'https://storage.googleapis.com/bucket/%',
];

const oddNumbers = [0, -1, 1.5, 1e308, -1e308, 2 ** 53, 99_999_999_999, Number.MAX_SAFE_INTEGER];

/** A JSON value of a random type, nested at most `depth` deep. */
function oddValue(random: Random, depth = 2): unknown {
  const kind = random.pick(['string', 'number', 'boolean', 'null', 'array', 'object'] as const);
  switch (kind) {
    case 'string':
      return random.pick(oddStrings);
    case 'number':
      return random.pick(oddNumbers);
    case 'boolean':
      return random.next() < 0.5;
    case 'null':
      return null;
    case 'array':
      return depth > 0 ? Array.from({ length: Math.floor(random.next() * 4) }, () => oddValue(random, depth - 1)) : [];
    case 'object':
      return depth > 0 ? oddObject(random, depth - 1) : {};
  }
}

/** Names the app's bodies use, so that wrong types reach the schemas' fields and not only unknown keys. */
const knownFields = [
  'email',
  'password',
  'name',
  'role',
  'currentPassword',
  'newPassword',
  'title',
  'description',
  'status',
  'totalMinTimeMinutes',
  'content',
  'order',
  'minTimeSeconds',
  'inductionId',
  'progressId',
  'pageId',
  'currentPage',
  'dataUrl',
  'answers',
  'host',
  'port',
  'secure',
  'user',
  'from',
  'id',
  '__proto__',
  'constructor',
];

function oddObject(random: Random, depth = 2): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const count = 1 + Math.floor(random.next() * 5);
  for (let index = 0; index < count; index += 1) {
    Object.defineProperty(object, random.pick(knownFields), {
      value: oddValue(random, depth),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

const boundary = 'fuzz-boundary';

/** Multipart bodies that are broken in the ways seen in the security review, and a few more. */
function oddMultipart(random: Random): { payload: Buffer; contentType: string } {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (name: string, bytes: Buffer | string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${bytes.toString()}\r\n`;
  const closing = `--${boundary}--\r\n`;
  const cases: (() => { payload: Buffer; contentType: string })[] = [
    // No boundary at all.
    () => ({ payload: Buffer.from(field('progressId', '1') + closing), contentType: 'multipart/form-data' }),
    // A boundary that the body does not use.
    () => ({
      payload: Buffer.from(field('progressId', '1') + closing),
      contentType: 'multipart/form-data; boundary=another-boundary',
    }),
    // A body without its closing boundary.
    () => ({
      payload: Buffer.from(field('progressId', '1') + file('identification', '\xff\xd8\xff')),
      contentType: `multipart/form-data; boundary=${boundary}`,
    }),
    // Cut in the middle of a part's headers.
    () => ({
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`),
      contentType: `multipart/form-data; boundary=${boundary}`,
    }),
    // An empty body.
    () => ({ payload: Buffer.alloc(0), contentType: `multipart/form-data; boundary=${boundary}` }),
    // Parts without a name, and with a NUL in the name.
    () => ({
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n${field('a\u0000b', 'y')}${closing}`,
      ),
      contentType: `multipart/form-data; boundary=${boundary}`,
    }),
    // Two PDFs where one is expected, and files in every field name the app knows.
    () => ({
      payload: Buffer.from(file('pdf', '%PDF-1.4\n%%EOF') + file('pdf', '%PDF-1.4\n%%EOF') + closing),
      contentType: `multipart/form-data; boundary=${boundary}`,
    }),
    // Fields only, with odd values, then a file with junk bytes.
    () => ({
      payload: Buffer.from(
        field('progressId', String(random.pick(oddStrings)).slice(0, 200)) +
          field('otherLicenses', '[{"name":') +
          field('agreement', 'true') +
          file(random.pick(['identification', 'otherLicense_99_front', 'hrwlFront', 'nope']), '\u0000'.repeat(64)) +
          closing,
      ),
      contentType: `multipart/form-data; boundary=${boundary}`,
    }),
    // A boundary longer than RFC 2046 allows.
    () => ({
      payload: Buffer.from(`--${'b'.repeat(300)}\r\n`),
      contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    }),
  ];
  return random.pick(cases)();
}

/** One malformed body with its content type, of the kinds listed in the module comment. */
function oddBody(random: Random): { payload: string | Buffer; contentType: string | undefined } {
  const kind = random.pick([
    'badJson',
    'wrongTypes',
    'wrongTypes',
    'array',
    'scalar',
    'hugeString',
    'nulBytes',
    'textPlain',
    'xml',
    'formUrlEncoded',
    'noContentType',
    'multipart',
    'multipart',
    'oversized',
  ] as const);
  switch (kind) {
    case 'badJson':
      return {
        payload: random.pick(['{', '{"email":', '[1,', '{"a":1}}', 'nul', '\u0000{}', '{"a":"\\u00"}']),
        contentType: 'application/json',
      };
    case 'wrongTypes':
      return { payload: JSON.stringify(oddObject(random)), contentType: 'application/json' };
    case 'array':
      return { payload: JSON.stringify([oddObject(random), oddValue(random)]), contentType: 'application/json' };
    case 'scalar':
      return { payload: JSON.stringify(oddValue(random, 0)), contentType: 'application/json' };
    case 'hugeString':
      return {
        payload: JSON.stringify({ [random.pick(knownFields)]: 'x'.repeat(900_000) }),
        contentType: 'application/json',
      };
    case 'nulBytes':
      return {
        payload: `{"email":"a\u0000@b.c","title":"\u0000\u0000","password":"\u0000"}`,
        contentType: 'application/json',
      };
    case 'textPlain':
      return { payload: 'hello', contentType: 'text/plain' };
    case 'xml':
      return {
        payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        contentType: 'application/xml',
      };
    case 'formUrlEncoded':
      return { payload: 'email=a%40b.c&password=x', contentType: 'application/x-www-form-urlencoded' };
    case 'noContentType':
      return { payload: '{"email":"a@b.c"}', contentType: undefined };
    case 'multipart':
      return oddMultipart(random);
    case 'oversized':
      return {
        payload: Buffer.alloc(1024 * 1024 + 10, 0x61),
        contentType: random.pick(['application/json', `multipart/form-data; boundary=${boundary}`]),
      };
  }
}

/** A query string of odd parameters: repeated keys, huge values, broken escapes, NUL bytes. */
function oddQuery(random: Random): string {
  const pairs = Array.from({ length: Math.floor(random.next() * 4) }, () => {
    const key = random.pick([
      'url',
      'cloud',
      'page',
      'search',
      'q',
      'inductionId',
      'expires',
      'signature',
      'fileName',
      'history',
    ]);
    const value = random.pick([
      ...oddParams,
      'true',
      'https%3A%2F%2Fstorage.googleapis.com%2Fb%2F%25',
      'x'.repeat(5000),
      '%',
      '%00',
    ]);
    return `${key}=${value}`;
  });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export type MalformedRequest = {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
};

/** `count` malformed requests for a route such as `PUT /api/inductee/progress/:progressId`. */
export function malformedRequests(
  random: Random,
  route: { method: string; url: string },
  count: number,
): MalformedRequest[] {
  return Array.from({ length: count }, () => {
    const path = route.url
      .replace(/:[A-Za-z]+/g, () => random.pick(oddParams))
      .replace('*', () =>
        random.pick(['x', 'pdfs/x.pdf', '..%2F..%2Fapp-secret', 'documents/00000000-0000-4000-8000-000000000000.pdf']),
      );
    const request: MalformedRequest = {
      method: route.method as MalformedRequest['method'],
      url: path + oddQuery(random),
      headers: {},
    };
    if (route.method !== 'GET' && route.method !== 'HEAD') {
      const body = oddBody(random);
      request.payload = body.payload;
      request.headers = body.contentType === undefined ? {} : { 'content-type': body.contentType };
    }
    return request;
  });
}
