import { zodResolver } from '@hookform/resolvers/zod';
import { BanIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { RevokeCompletionSchema, type CompletionRecord, type RevokeCompletion } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useRevokeCompletion } from '../api/revoke-completion';

const emptyForm: RevokeCompletion = { reason: '' };

/**
 * Revoke certificate (issue 13): an administrator withdraws a completion's certificate with a reason
 * (3 to 500 characters, the contract's rule); the public check then says Revoked, with the reason.
 */
export function RevokeCertificateDialog({ record }: { record: CompletionRecord }) {
  const revoke = useRevokeCompletion();
  const form = useForm({ resolver: zodResolver(RevokeCompletionSchema), defaultValues: emptyForm });
  const { errors } = form.formState;
  const { isOpen, onOpenChange, send } = useDialogForm(form.reset, emptyForm);
  const fullName = `${record.inductee.firstName} ${record.inductee.lastName}`;

  const onSubmit = form.handleSubmit(({ reason }) =>
    send(() => revoke.mutateAsync({ completionId: record.id, reason }), {
      success: { title: 'Certificate revoked', description: `The certificate of ${fullName} now shows as revoked.` },
      failure: { title: 'Revoke failed', fallback: 'There was an error revoking the certificate.' },
    }),
  );

  return (
    <FormDialog
      title="Revoke certificate"
      description={`Anyone who checks the certificate of ${fullName} will see Revoked, with today's date and this reason, until it is reinstated.`}
      trigger={
        <Button variant="ghost" size="small" className="text-red-800">
          <BanIcon aria-hidden="true" />
          Revoke certificate
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Revoke"
      busyLabel="Revoking..."
      isBusy={revoke.isPending}
      isDestructive
    >
      <FormField id="revoke-reason" label="Reason" error={errors.reason?.message}>
        <Textarea placeholder="e.g. Unsafe behaviour on site" {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
