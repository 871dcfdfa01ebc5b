import { useState } from 'react';
import { formatDateTime, type WebhookEndpoint } from '@crane/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadErrorPanel, LoadingRows } from '@/components/ui/load-state';
import { toast } from '@/lib/toast';
import { useDeleteWebhook, useSendTestEvent, useWebhooks } from '../api/webhooks';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { WebhookDeliveryLog } from './webhook-delivery-log';

/** Webhooks in Integrations (issue 17 §3): each endpoint, its events, and its delivery log. */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const deleteWebhook = useDeleteWebhook();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteWebhook.mutateAsync(deleting.id);
      toast.success('Webhook deleted', { description: `${deleting.url} is sent nothing more` });
      setDeleting(null);
    } catch (error) {
      toast.error('The webhook was not deleted', {
        description: error instanceof Error ? error.message : 'An error occurred while deleting the webhook',
      });
    }
  };

  return (
    <section aria-labelledby="webhooks-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="webhooks-heading" className="text-lg font-semibold text-slate-900">
            Webhooks
          </h3>
          <p className="text-sm text-slate-600">
            Other systems are told when an induction is completed, a certificate revoked or reinstated, a completion
            reset, a licence verified or rejected, or a licence about to expire.
          </p>
        </div>
        <CreateWebhookDialog />
      </div>
      {webhooks.isPending ? (
        <LoadingRows label="Loading webhooks" rows={2} rowClassName="h-24" />
      ) : webhooks.isError ? (
        <LoadErrorPanel
          title="Failed to load webhooks"
          error={webhooks.error}
          onRetry={() => void webhooks.refetch()}
        />
      ) : webhooks.data.endpoints.length === 0 ? (
        <Card className="p-6 text-center text-slate-600">
          No webhooks yet. Click &quot;New Webhook&quot; to register one.
        </Card>
      ) : (
        <ul className="space-y-3">
          {webhooks.data.endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <EndpointCard
                endpoint={endpoint}
                timeZone={webhooks.data.timeZone}
                onDelete={() => setDeleting(endpoint)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this webhook?"
        description={
          deleting ? `${deleting.url} will be sent no more events, including the deliveries still waiting.` : ''
        }
        confirmLabel={deleteWebhook.isPending ? 'Deleting...' : 'Delete Webhook'}
        isBusy={deleteWebhook.isPending}
        isDestructive
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}

function EndpointCard({
  endpoint,
  timeZone,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  timeZone: string;
  onDelete: () => void;
}) {
  const [isLogOpen, setIsLogOpen] = useState(false);
  const sendTest = useSendTestEvent();
  const test = async () => {
    try {
      await sendTest.mutateAsync(endpoint.id);
      toast.success('Test event sent', { description: `See its delivery in the log of ${endpoint.url}` });
      setIsLogOpen(true);
    } catch (error) {
      toast.error('No test event sent', {
        description: error instanceof Error ? error.message : 'An error occurred while sending the test event',
      });
    }
  };
  const logId = `webhook-${endpoint.id}-log`;
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm font-medium break-all text-slate-900">{endpoint.url}</p>
          {endpoint.description ? <p className="text-sm text-slate-700">{endpoint.description}</p> : null}
          <p className="text-xs text-slate-600">
            Registered {formatDateTime(endpoint.createdAt, timeZone)} by {endpoint.createdBy}
          </p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Events">
            {endpoint.events.map((event) => (
              <li key={event}>
                <Badge variant="info" className="font-mono">
                  {event}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          {endpoint.pending > 0 ? <Badge variant="warning">{endpoint.pending} waiting</Badge> : null}
          {endpoint.failed > 0 ? <Badge variant="destructive">{endpoint.failed} failed</Badge> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="small" disabled={sendTest.isPending} onClick={() => void test()}>
          Send Test Event
        </Button>
        <Button
          variant="outline"
          size="small"
          aria-expanded={isLogOpen}
          aria-controls={logId}
          onClick={() => setIsLogOpen((open) => !open)}
        >
          {isLogOpen ? 'Hide Delivery Log' : 'Delivery Log'}
        </Button>
        <Button variant="ghost" size="small" onClick={onDelete} aria-label={`Delete webhook ${endpoint.url}`}>
          Delete
        </Button>
      </div>
      {isLogOpen ? (
        <div id={logId}>
          <WebhookDeliveryLog endpointId={endpoint.id} url={endpoint.url} />
        </div>
      ) : null}
    </Card>
  );
}
