import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { apiTokenScopeLabels, apiTokenScopes, CreateApiTokenSchema, type CreateApiTokenInput } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCreateApiToken } from '../api/create-api-token';
import { NamedCheckboxes } from './named-checkboxes';
import { useSecretDialog } from './use-secret-dialog';
import { SecretShownOnce } from './secret-shown-once';

const emptyForm: CreateApiTokenInput = { name: '', scopes: [], expiresOn: '' };

/**
 * New API Token: a name, the scopes and an optional last day; once made, the token itself, shown this
 * one time with a Copy button (only its hash is kept). Closing the dialog forgets it.
 */
export function CreateApiTokenDialog() {
  const createToken = useCreateApiToken();
  const form = useForm({ resolver: zodResolver(CreateApiTokenSchema), defaultValues: emptyForm });
  const { errors } = form.formState;
  const dialog = useSecretDialog({
    reset: form.reset,
    emptyValues: emptyForm,
    create: (token: CreateApiTokenInput) => createToken.mutateAsync(token),
    failure: { title: 'The token was not created', fallback: 'An error occurred while creating the token' },
  });

  return (
    <FormDialog
      trigger={
        <Button variant="accent">
          <KeyRoundIcon aria-hidden="true" />
          New API Token
        </Button>
      }
      isOpen={dialog.isOpen}
      onOpenChange={dialog.onOpenChange}
      title="New API Token"
      description="Another system (payroll, site sign-in, a contractor portal) reads the records with this token. It can only read what its scopes allow, never change anything."
      onSubmit={form.handleSubmit(dialog.create)}
      submitLabel="Create Token"
      busyLabel="Creating..."
      isBusy={createToken.isPending}
      outcome={
        dialog.created ? (
          <SecretShownOnce
            title={`Copy the token of ${dialog.created.token.name}`}
            label="API token"
            secret={dialog.created.secret}
            hint={
              <>
                Send it as <code className="font-mono">Authorization: Bearer {dialog.created.token.prefix}…</code>
              </>
            }
            onDone={dialog.close}
          />
        ) : null
      }
    >
      <FormField id="api-token-name" label="Name" error={errors.name?.message}>
        <Input autoComplete="off" placeholder="Payroll" {...form.register('name')} />
      </FormField>
      <NamedCheckboxes
        legend="Scopes"
        choices={apiTokenScopes.map((name) => [name, apiTokenScopeLabels[name]] as const)}
        registration={form.register('scopes')}
        error={errors.scopes?.message}
      />
      <FormField id="api-token-expiry" label="Last day (optional)" error={errors.expiresOn?.message}>
        <Input type="date" {...form.register('expiresOn')} />
      </FormField>
    </FormDialog>
  );
}
