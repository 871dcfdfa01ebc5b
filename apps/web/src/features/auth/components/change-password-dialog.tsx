import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ChangePasswordFormSchema, type ChangePasswordForm } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useChangePassword } from '../api/change-password';

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Reset Password dialog: an admin changes their own password. */
export function ChangePasswordDialog() {
  const changePassword = useChangePassword();
  const form = useForm({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: emptyForm });
  const { errors } = form.formState;

  const { isOpen, onOpenChange, send } = useDialogForm(form.reset, emptyForm);

  const onSubmit = form.handleSubmit((values) =>
    send(() => changePassword.mutateAsync(values), {
      success: { title: 'Password updated', description: 'Your password has been successfully updated' },
      failure: { title: 'Password update failed', fallback: 'An error occurred while updating the password' },
    }),
  );

  return (
    <FormDialog
      title="Reset Password"
      description="Your other signed-in sessions end when the password changes."
      trigger={
        <Button variant="outline" size="small">
          <KeyRoundIcon aria-hidden="true" />
          Reset Password
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Update Password"
      busyLabel="Updating..."
      isBusy={changePassword.isPending}
    >
      <FormField id="current-password" label="Current Password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </FormField>
      <FormField id="new-password" label="New Password" error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField id="confirm-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
    </FormDialog>
  );
}
