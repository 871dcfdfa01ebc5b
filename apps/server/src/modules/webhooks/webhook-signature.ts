import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` and base64 of
 * random bytes; each delivery carries `webhook-id`, `webhook-timestamp` (seconds) and
 * `webhook-signature` = `v1,` and base64 of HMAC-SHA256(key, `${id}.${timestamp}.${body}`).
 */
export const secretPrefix = 'whsec_';

export const newWebhookSecret = () => `${secretPrefix}${randomBytes(32).toString('base64')}`;

export function signatureHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.slice(secretPrefix.length), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
