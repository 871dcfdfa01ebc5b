import { Badge } from '@/components/ui/badge';
import { validityOf } from '../lib/validity';

const variants = { valid: 'success', expiring: 'warning', expired: 'destructive' } as const;

/** Spec §4 validity: Valid (N months), Expiring (N months) or Expired. */
export function ValidityBadge({ completedAt }: { completedAt: string }) {
  const validity = validityOf(completedAt);
  return <Badge variant={variants[validity.kind]}>{validity.label}</Badge>;
}
