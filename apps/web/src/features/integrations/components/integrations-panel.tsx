import { ApiTokensSection } from './api-tokens-section';
import { WebhooksSection } from './webhooks-section';

/**
 * The Integrations tab (issue 17): how other systems reach the records. A super admin's: other
 * administrators are told so, and the server refuses them too.
 */
export function IntegrationsPanel({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  return (
    <section aria-labelledby="integrations-heading" className="space-y-8">
      <h2 id="integrations-heading" className="text-xl font-bold text-slate-900">
        Integrations
      </h2>
      {isSuperAdmin ? (
        <>
          <ApiTokensSection />
          <WebhooksSection />
        </>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          Only a super admin can manage integrations.
        </p>
      )}
    </section>
  );
}
