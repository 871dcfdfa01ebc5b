import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { toast } from '@/lib/toast';
import { LoginSchema } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useLogIn } from '../api/login';

export function LoginForm() {
  const [, navigate] = useLocation();
  const logIn = useLogIn();
  const form = useForm({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (credentials) => {
    try {
      await logIn.mutateAsync(credentials);
      toast.success('Login successful', { description: 'You have been logged in successfully' });
      navigate('/admin/portal');
    } catch (error) {
      toast.error('Login failed', { description: error instanceof Error ? error.message : 'Invalid credentials' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="username" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" variant="primary" className="w-full" disabled={logIn.isPending}>
        {logIn.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
