import { formatDateTime, type WebhookDelivery } from '@crane/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadErrorPanel, LoadingRows } from '@/components/ui/load-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/lib/toast';
import { useResendDelivery, useWebhookDeliveries } from '../api/webhooks';

const statusBadges = {
  pending: { label: 'Pending', variant: 'warning' },
  delivered: { label: 'Delivered', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
} as const;

/** The last deliveries of one endpoint: what was sent, what the receiver answered, and when the next try is. */
export function WebhookDeliveryLog({ endpointId, url }: { endpointId: number; url: string }) {
  const log = useWebhookDeliveries(endpointId);
  const resend = useResendDelivery();
  const resendDelivery = async (delivery: WebhookDelivery) => {
    try {
      await resend.mutateAsync(delivery.id);
      toast.success('Sent again', { description: `${delivery.event} is on its way to ${url}` });
    } catch (error) {
      toast.error('Not sent again', {
        description: error instanceof Error ? error.message : 'An error occurred while sending it again',
      });
    }
  };
  if (log.isPending) return <LoadingRows label="Loading deliveries" rows={2} rowClassName="h-8" />;
  if (log.isError)
    return <LoadErrorPanel title="Failed to load deliveries" error={log.error} onRetry={() => void log.refetch()} />;
  if (log.data.deliveries.length === 0)
    return <p className="text-sm text-slate-600">Nothing sent yet. Send a test event to try the endpoint.</p>;
  const at = (value: string | null) => (value ? formatDateTime(value, log.data.timeZone) : '—');
  return (
    <Table aria-label={`Deliveries to ${url}`}>
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Answer</TableHead>
          <TableHead>Attempts</TableHead>
          <TableHead>Next try</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {log.data.deliveries.map((delivery) => {
          const badge = statusBadges[delivery.status];
          return (
            <TableRow key={delivery.id}>
              <TableCell className="font-mono text-xs">{delivery.event}</TableCell>
              <TableCell>
                <Badge variant={badge.variant}>{badge.label}</Badge>
              </TableCell>
              <TableCell className="max-w-64 text-slate-700">
                {delivery.lastStatusCode ?? (delivery.lastError ? 'No answer' : '—')}
                {delivery.lastError ? (
                  <span className="block truncate text-xs text-slate-600" title={delivery.lastError}>
                    {delivery.lastError}
                  </span>
                ) : null}
              </TableCell>
              <TableCell>{delivery.attempts}</TableCell>
              <TableCell className="min-w-40 text-slate-700">
                {delivery.status === 'pending' && delivery.nextAttemptAt === null
                  ? 'Being sent now'
                  : at(delivery.nextAttemptAt)}
              </TableCell>
              <TableCell className="min-w-40 text-slate-700">{at(delivery.createdAt)}</TableCell>
              <TableCell className="text-right">
                {delivery.status === 'pending' ? null : (
                  <Button
                    variant="outline"
                    size="small"
                    disabled={resend.isPending}
                    onClick={() => void resendDelivery(delivery)}
                    aria-label={`Resend ${delivery.event} of ${at(delivery.createdAt)}`}
                  >
                    Resend
                  </Button>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
