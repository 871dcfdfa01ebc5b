import { SettingsPanel } from '@/features/settings';

export function AdminSettings() {
  return <SettingsPanel />;
}
