import { z } from 'zod';
import { ApiTokenSchema } from './api-tokens.ts';
import { WebhookEndpointSchema } from './webhooks.ts';

/**
 * Answer of GET /api/auth/admins/{id}/integrations (a super admin's): the API tokens an admin made that
 * still work and the webhooks they registered that are still sent events. Deactivating the admin leaves
 * them working (decision 53), so the confirmation names them.
 */
export const AdminIntegrationsSchema = z.object({
  apiTokens: z.array(ApiTokenSchema),
  webhooks: z.array(WebhookEndpointSchema),
});
export type AdminIntegrations = z.infer<typeof AdminIntegrationsSchema>;
