import { LicenceRegisterPanel } from '@/features/records';

export function AdminLicences() {
  return <LicenceRegisterPanel />;
}
