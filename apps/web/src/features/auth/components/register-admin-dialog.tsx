import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlusIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { RegisterAdminSchema, type RegisterAdminInput } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { useDialogForm } from '@/lib/use-dialog-form';
import { useRegisterAdmin } from '../api/register-admin';

const emptyForm: RegisterAdminInput = { name: '', email: '', password: '', role: 'admin' };

export function RegisterAdminDialog() {
  const registerAdmin = useRegisterAdmin();
  const form = useForm({ resolver: zodResolver(RegisterAdminSchema), defaultValues: emptyForm });
  const { errors } = form.formState;

  const { isOpen, onOpenChange, send } = useDialogForm(form.reset, emptyForm);

  const onSubmit = form.handleSubmit((admin) =>
    send(() => registerAdmin.mutateAsync(admin), {
      success: { title: 'Registration successful', description: 'New admin user has been created' },
      failure: { title: 'Registration failed', fallback: 'An error occurred while creating admin user' },
    }),
  );

  return (
    <FormDialog
      title="Register New Admin"
      description="The new administrator signs in with this email and password."
      trigger={
        <Button variant="accent">
          <UserPlusIcon aria-hidden="true" />
          New Admin
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Register"
      busyLabel="Registering..."
      isBusy={registerAdmin.isPending}
    >
      <FormField id="register-name" label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField id="register-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField id="register-role" label="Role" error={errors.role?.message}>
        <Select {...form.register('role')}>
          <option value="admin">Admin</option>
          <option value="super_admin">Super Admin</option>
        </Select>
      </FormField>
    </FormDialog>
  );
}
