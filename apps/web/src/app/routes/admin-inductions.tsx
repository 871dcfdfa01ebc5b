import { InductionsTable } from '@/features/inductions';

export function AdminInductions() {
  return <InductionsTable />;
}
