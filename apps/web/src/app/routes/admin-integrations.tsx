import { useCurrentAdmin } from '@/features/auth';
import { IntegrationsPanel } from '@/features/integrations';

export function AdminIntegrations() {
  const currentAdmin = useCurrentAdmin();
  return <IntegrationsPanel isSuperAdmin={currentAdmin.data?.role === 'super_admin'} />;
}
