import { certificateStatus } from '@crane/contract';
import { Badge } from '@/components/ui/badge';
import { validityOf } from '../lib/validity';

const variants = { valid: 'success', expiring: 'warning', expired: 'destructive' } as const;

/**
 * Spec §4 validity: Valid (N months), Expiring (N months) or Expired; a revoked certificate (issue 13)
 * says Revoked instead, whatever its dates (the contract's certificateStatus, as the check and export).
 */
export function ValidityBadge({ completedAt, revokedAt }: { completedAt: string; revokedAt: string | null }) {
  const now = new Date();
  if (certificateStatus(completedAt, revokedAt, now) === 'revoked') return <Badge variant="critical">Revoked</Badge>;
  const validity = validityOf(completedAt, now);
  return <Badge variant={variants[validity.kind]}>{validity.label}</Badge>;
}
