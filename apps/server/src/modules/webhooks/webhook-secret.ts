import type { SealUse } from '../../lib/sealed-text.ts';

/** How an endpoint's signing secret is sealed in the database (lib/sealed-text.ts). */
export const webhookSecretUse: SealUse = {
  purpose: 'webhook-signing-secret',
  binding: 'webhook_endpoints.sealed_secret',
};
