import type { InductionStatus } from '@crane/contract';
import { Badge } from '@/components/ui/badge';

const statusBadges = {
  active: { label: 'Active', variant: 'success' },
  draft: { label: 'Draft', variant: 'neutral' },
  archived: { label: 'Archived', variant: 'warning' },
} as const satisfies Record<InductionStatus, { label: string; variant: 'success' | 'neutral' | 'warning' }>;

export function InductionStatusBadge({ status }: { status: InductionStatus }) {
  const badge = statusBadges[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}
