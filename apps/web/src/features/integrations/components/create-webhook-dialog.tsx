import { zodResolver } from '@hookform/resolvers/zod';
import { WebhookIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CreateWebhookSchema, webhookEventLabels, webhookEventTypes, type CreateWebhookInput } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCreateWebhook } from '../api/webhooks';
import { NamedCheckboxes } from './named-checkboxes';
import { useSecretDialog } from './use-secret-dialog';
import { SecretShownOnce } from './secret-shown-once';

const emptyForm: CreateWebhookInput = { url: '', events: [], description: '' };

/** New Webhook: the endpoint's https address, what it is for, and its events; then its signing secret, once. */
export function CreateWebhookDialog() {
  const createWebhook = useCreateWebhook();
  const form = useForm({ resolver: zodResolver(CreateWebhookSchema), defaultValues: emptyForm });
  const { errors } = form.formState;
  const dialog = useSecretDialog({
    reset: form.reset,
    emptyValues: emptyForm,
    create: (webhook: CreateWebhookInput) => createWebhook.mutateAsync(webhook),
    failure: { title: 'The webhook was not registered', fallback: 'An error occurred while registering the webhook' },
  });

  return (
    <FormDialog
      trigger={
        <Button variant="accent">
          <WebhookIcon aria-hidden="true" />
          New Webhook
        </Button>
      }
      isOpen={dialog.isOpen}
      onOpenChange={dialog.onOpenChange}
      title="New Webhook"
      description="Another system is told of each event as it happens, by a signed POST to its address. Deliveries are tried again for 24 hours while it is down."
      onSubmit={form.handleSubmit(dialog.create)}
      submitLabel="Register Webhook"
      busyLabel="Registering..."
      isBusy={createWebhook.isPending}
      outcome={
        dialog.created ? (
          <SecretShownOnce
            title="Copy the signing secret"
            label="Signing secret"
            secret={dialog.created.secret}
            hint={
              <>
                Each delivery is signed with it (Standard Webhooks: <code className="font-mono">webhook-id</code>,{' '}
                <code className="font-mono">webhook-timestamp</code>,{' '}
                <code className="font-mono">webhook-signature</code>); the receiver checks the signature before trusting
                the event.
              </>
            }
            onDone={dialog.close}
          />
        ) : null
      }
    >
      <FormField id="webhook-url" label="Endpoint address" error={errors.url?.message}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/webhooks"
          {...form.register('url')}
        />
      </FormField>
      <FormField id="webhook-description" label="Description (optional)" error={errors.description?.message}>
        <Input autoComplete="off" placeholder="Site sign-in system" {...form.register('description')} />
      </FormField>
      <NamedCheckboxes
        legend="Events"
        choices={webhookEventTypes.map((name) => [name, webhookEventLabels[name]] as const)}
        registration={form.register('events')}
        error={errors.events?.message}
      />
    </FormDialog>
  );
}
