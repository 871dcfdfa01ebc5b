import { z } from 'zod';
import { idParam } from './ids.ts';

/**
 * What a webhook tells another system (issue 17 §3): each event its endpoint subscribes to, as it
 * happens.
 */
export const webhookEventLabels = {
  'completion.created': 'A worker completed an induction',
  'completion.revoked': "An administrator revoked a completion's certificate",
  'completion.reinstated': 'An administrator reinstated a revoked certificate',
  'completion.reset': 'An administrator reset a completion so it is taken again',
  'completion.superseded': 'A version everyone must take again was published, superseding a completion',
  'licence.verified': "An administrator verified a worker's licence",
  'licence.rejected': "An administrator rejected a worker's licence (the worker is asked to send it again)",
  'licence.expiring': "A worker's licence expires soon (the day the worker is reminded)",
  'integrity.broken': 'A check of the sealed completion records found them altered (once for each new break)',
} as const;

export type WebhookEventType = keyof typeof webhookEventLabels;
export const webhookEventTypes = Object.keys(webhookEventLabels) as [WebhookEventType, ...WebhookEventType[]];
export const WebhookEventTypeSchema = z.enum(webhookEventTypes, { error: 'Unknown event' });
/** The event "Send test event" delivers; no endpoint subscribes to it. */
export const webhookTestEvent = 'webhook.test';

export const CreateWebhookSchema = z.object({
  url: z
    .string({ error: 'Enter the endpoint address' })
    .trim()
    .min(1, { error: 'Enter the endpoint address', abort: true })
    .max(2000, { error: 'The address must be at most 2000 characters' })
    .pipe(z.url({ error: 'Enter a full address, such as https://example.com/webhooks' })),
  events: z
    .array(WebhookEventTypeSchema, { error: 'Choose at least one event' })
    .min(1, { error: 'Choose at least one event' })
    .transform((events) => [...new Set(events)]),
  description: z.string().trim().max(200, { error: 'The description must be at most 200 characters' }).default(''),
});
export type CreateWebhookInput = z.input<typeof CreateWebhookSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventTypeSchema),
  createdBy: z.string(),
  createdAt: z.string(),
  /** Deliveries waiting for their next try, and given up after 24 hours of tries. */
  pending: z.number().int(),
  failed: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({
  endpoints: z.array(WebhookEndpointSchema),
  timeZone: z.string(),
});
export type WebhookEndpointList = z.infer<typeof WebhookEndpointListSchema>;

/** The answer to a registration: the only time the signing secret is ever shown. */
export const CreatedWebhookSchema = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every try and resend, for the receiver to skip repeats. */
  messageId: z.string(),
  event: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The receiver's last answer code; null when none came (refused, timed out). */
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesSchema = z.object({
  deliveries: z.array(WebhookDeliverySchema),
  timeZone: z.string(),
});
export type WebhookDeliveries = z.infer<typeof WebhookDeliveriesSchema>;

export const WebhookIdParamsSchema = z.object({ id: idParam() });
