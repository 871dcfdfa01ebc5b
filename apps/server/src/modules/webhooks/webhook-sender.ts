import http from 'node:http';
import https from 'node:https';
import { guardedLookup, isInternalAddress } from './webhook-address.ts';

/** What a receiver answered: its status code, and the start of its body (for the delivery log). */
export type ReceiverAnswer = { statusCode: number; body: string };

/** A receiver has this long to answer (issue 17 §3). */
export const deliveryTimeoutMilliseconds = 10_000;
/** The receiver's answer is read this far and no further. */
export const answerLimitBytes = 4096;

/**
 * POSTs one signed delivery: redirects are not followed (a 3xx is an answer like any other), the
 * connection goes only to addresses the guard allows, the answer is read up to answerLimitBytes, and
 * the whole exchange is abandoned after deliveryTimeoutMilliseconds. Throws when no answer came.
 */
export function postWebhook(request: {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  timeoutMilliseconds?: number;
}): Promise<ReceiverAnswer> {
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!request.allowPrivate && isInternalAddress(host) && /^[\d.:a-f]+$/i.test(host))
    return Promise.reject(new Error(`${host} is an internal address; not sent`));
  const client = url.protocol === 'https:' ? https : http;
  const timeout = request.timeoutMilliseconds ?? deliveryTimeoutMilliseconds;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: 'POST',
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(request.body),
        'user-agent': 'CraneSafetyInduction-Webhooks/1',
      },
      lookup: guardedLookup(request.allowPrivate),
      signal: AbortSignal.timeout(timeout),
    });
    outgoing.on('error', (error) =>
      reject(error.name === 'AbortError' ? new Error(`no answer within ${timeout / 1000} seconds`) : error),
    );
    outgoing.on('response', (answer) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        resolve({ statusCode: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 500) });
        answer.destroy();
      };
      answer.on('data', (chunk: Buffer) => {
        chunks.push(chunk.subarray(0, answerLimitBytes - size));
        size += chunk.length;
        if (size >= answerLimitBytes) finish();
      });
      answer.on('end', finish);
      answer.on('error', finish);
    });
    outgoing.end(request.body);
  });
}
