import { AuditLogPanel } from '@/features/audit';

export function AdminAudit() {
  return <AuditLogPanel />;
}
