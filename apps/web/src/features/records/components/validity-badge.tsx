import { Badge } from '@/components/ui/badge';
import { validityOf } from '../lib/validity';

const variants = { valid: 'success', expiring: 'warning', expired: 'destructive' } as const;

/**
 * Spec §4 validity: Valid (N months), Expiring (N months) or Expired; a revoked certificate (issue 13)
 * says Revoked instead, whatever its dates.
 */
export function ValidityBadge({ completedAt, revokedAt }: { completedAt: string; revokedAt: string | null }) {
  if (revokedAt !== null) return <Badge variant="critical">Revoked</Badge>;
  const validity = validityOf(completedAt);
  return <Badge variant={variants[validity.kind]}>{validity.label}</Badge>;
}
