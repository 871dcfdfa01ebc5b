import { webhookPayloadLabels, webhookPayloadSchemas, type WebhookPayloadType } from '@crane/contract';
import { z } from 'zod';

const signingHeaders = [
  {
    name: 'webhook-id',
    description: 'The message id (`msg_…`): the same on every try and resend, so a receiver can skip one it has.',
  },
  { name: 'webhook-timestamp', description: 'When this try was signed, in seconds since 1970 (reject old ones).' },
  {
    name: 'webhook-signature',
    description:
      '`v1,` and base64 of HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` under the endpoint secret ' +
      '(`whsec_` and base64 of its key), as Standard Webhooks signs.',
  },
].map((header) => ({ in: 'header', required: true, schema: { type: 'string' }, ...header }));

/**
 * The OpenAPI 3.1 `webhooks` section (decision 40): each event a registered endpoint may receive, the
 * request the server POSTs (its signing headers and the body, written from the same zod schemas the
 * server types what it sends with), and what the receiver's answer means.
 */
export function webhookDocumentation(): Record<WebhookPayloadType, object> {
  const entries = Object.entries(webhookPayloadSchemas).map(([type, schema]) => {
    const { $schema: _, ...body } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' });
    const operation = {
      summary: webhookPayloadLabels[type as WebhookPayloadType],
      tags: ['webhooks'],
      parameters: signingHeaders,
      requestBody: { required: true, content: { 'application/json': { schema: body } } },
      responses: {
        '2XX': { description: 'Delivered: it is never sent again.' },
        default: {
          description:
            'Any other answer, a redirect, or none within 10 s: tried again after 1, 4, 16 and 64 minutes, ' +
            '4 h 16 min, then every 6 hours until 24 hours after the event.',
        },
      },
    };
    return [type, { post: operation }] as const;
  });
  return Object.fromEntries(entries) as Record<WebhookPayloadType, object>;
}
