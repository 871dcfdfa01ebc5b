import type { FastifyRequest } from 'fastify';

/** What the log shows in place of a secret or a person's data. */
const redacted = '[redacted]';

/**
 * Path segments that are a secret or a person's data: a licence upload link's token (it opens the
 * worker's licence form) and the email address the worker portal looks progress up by.
 */
const secretSegments = [
  /^(\/api\/licence-uploads\/)[^/?]+/,
  /^(\/licence-upload\/)[^/?]+/,
  /^(\/api\/inductee\/)(?!progress\/)[^/?]+(?=\/progress(?:$|\?))/,
];

/**
 * Query parameters whose values the log keeps: paging, filters by id, date, class or status, and a
 * signed link's expiry. Every other value is replaced (a search typed by an admin names people, a
 * signed link's signature opens a file, its file name holds a name), and so is any parameter added later.
 */
const plainParameters = new Set([
  'page',
  'pageSize',
  'exactTotal',
  'inductionId',
  'history',
  'action',
  'from',
  'to',
  'class',
  'status',
  'expiresWithinDays',
  'expired',
  'cloud',
  'expires',
]);

/** The address as the log writes it: secrets and people's data replaced by {@link redacted} (decision 45). */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const segment of secretSegments) path = path.replace(segment, `$1${redacted}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = separator === -1 ? pair : pair.slice(0, separator);
      return separator === -1 || plainParameters.has(safeDecode(name)) ? pair : `${name}=${redacted}`;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's own request serializer for the log, with the address through {@link loggedUrl}. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
