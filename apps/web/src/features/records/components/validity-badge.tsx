import type { CompletionRecord } from '@crane/contract';
import { Badge } from '@/components/ui/badge';
import { validityOf } from '../lib/validity';

const variants = { valid: 'success', expiring: 'warning', expired: 'destructive' } as const;

/**
 * Spec §4 validity: Valid (N months), Expiring (N months) or Expired, from the completion date; a
 * completion that no longer stands says why instead (the record's status, issue 14): Reset, Revoked
 * (issue 13) or Superseded.
 */
export function ValidityBadge({ record }: { record: Pick<CompletionRecord, 'completedAt' | 'status'> }) {
  if (record.status === 'reset') return <Badge variant="neutral">Reset</Badge>;
  if (record.status === 'revoked') return <Badge variant="critical">Revoked</Badge>;
  if (record.status === 'superseded') return <Badge variant="warning">Superseded</Badge>;
  const validity = validityOf(record.completedAt);
  return <Badge variant={variants[validity.kind]}>{validity.label}</Badge>;
}
