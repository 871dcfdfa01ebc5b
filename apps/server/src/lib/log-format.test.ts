import { describe, expect, it } from 'vitest';
import { serializeRequest } from './logged-request.ts';
import { loggerOptions, logFormatFor } from './log-format.ts';

describe('the log format', () => {
  it('is readable lines on a terminal and JSON lines anywhere else', () => {
    expect(logFormatFor({ isTTY: true })).toBe('pretty');
    expect(logFormatFor({ isTTY: false })).toBe('json');
    // A pipe or a file: Node leaves isTTY undefined.
    expect(logFormatFor({})).toBe('json');
  });

  it('writes readable lines through pino-pretty, with the same fields redacted as in JSON', () => {
    const json = loggerOptions('info', 'json');
    const pretty = loggerOptions('info', 'pretty');
    expect(json.transport).toBeUndefined();
    expect(pretty.transport).toEqual({
      target: 'pino-pretty',
      options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    });
    expect(pretty.redact).toEqual(json.redact);
    // The address without its secrets (logged-request.ts), in both formats.
    expect(pretty.serializers).toEqual(json.serializers);
    expect(json.serializers?.['req']).toBe(serializeRequest);
    expect(json.redact).toEqual(expect.arrayContaining(['req.headers.cookie', 'req.headers.authorization']));
    expect(pretty.level).toBe('info');
  });

  it('starts no pretty-printing worker for a silent log', () => {
    expect(loggerOptions('silent', 'pretty').transport).toBeUndefined();
  });
});
