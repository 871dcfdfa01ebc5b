import { DashboardPanel } from '@/features/records';

export function AdminDashboard() {
  return <DashboardPanel />;
}
