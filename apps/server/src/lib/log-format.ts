import type { LoggerOptions } from 'pino';
import { serializeRequest } from './logged-request.ts';

/** `json`: one JSON object a line, for log collectors; `pretty`: one readable line an entry, for a person. */
export type LogFormat = 'json' | 'pretty';

/**
 * How the log is written to an output: readable lines when a person watches it in a terminal (`npm
 * start`, `npm run dev`), JSON lines when it goes anywhere else (a pipe, a file, a container's log).
 */
export const logFormatFor = (output: { isTTY?: boolean }): LogFormat => (output.isTTY === true ? 'pretty' : 'json');

/** What never reaches the log: the session cookies, bearer tokens (API and metrics), new sessions. */
const redactedFields = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];
/** Each request's address with its secrets and people's data replaced (lib/logged-request.ts). */
const serializers = { req: serializeRequest };

/**
 * The app logger's options. The pretty format runs pino-pretty as a pino transport, in a worker
 * thread, so formatting never slows the server; a silent log needs no worker at all.
 */
export function loggerOptions(level: string, format: LogFormat): LoggerOptions {
  if (format === 'json' || level === 'silent') return { level, redact: redactedFields, serializers };
  return {
    level,
    redact: redactedFields,
    serializers,
    transport: {
      target: 'pino-pretty',
      options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}
