import { AdminUsersPanel } from '@/features/auth';

export function AdminUsers() {
  return <AdminUsersPanel />;
}
