import { Link } from 'wouter';
import { useAdminIntegrations } from '../api/get-admin-integrations';

/**
 * In the confirmation of a deactivation: the API tokens and webhooks the admin made keep working after
 * it (decision 53), so they are named here, with the way to Integrations to revoke or delete them.
 */
export function AdminIntegrationsNotice({ adminId }: { adminId: number }) {
  const integrations = useAdminIntegrations(adminId);
  if (integrations.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Looking for the API tokens and webhooks they made...
      </p>
    );
  }
  if (integrations.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        Their API tokens and webhooks could not be read. Integrations names who made each one.
      </p>
    );
  }
  const { apiTokens, webhooks } = integrations.data;
  if (apiTokens.length === 0 && webhooks.length === 0) {
    return <p className="text-sm text-slate-700">They made no API token or webhook that is still in use.</p>;
  }
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">These keep working after the deactivation:</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {apiTokens.map((token) => (
          <li key={`token-${token.id}`} className="break-words">
            API token “{token.name}” ({token.prefix}…)
          </li>
        ))}
        {webhooks.map((endpoint) => (
          <li key={`webhook-${endpoint.id}`} className="break-all">
            Webhook {endpoint.url}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        If they should stop, revoke or delete them in{' '}
        <Link to="/admin/integrations" className="font-semibold underline">
          Integrations
        </Link>
        .
      </p>
    </div>
  );
}
