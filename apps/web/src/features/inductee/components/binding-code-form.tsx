import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { BindingCodeSchema } from '@crane/contract';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useBindWithCode } from '../api/bind-with-code';
import { serverText } from '../lib/server-text';

const CodeFormSchema = z.object({ code: BindingCodeSchema.shape.code });

/**
 * The code field of an induction in progress (or completed) on another device: the right code binds
 * this browser to that progress and opens it where it was left (decision 16).
 */
export function BindingCodeForm({ email, inductionId, title }: { email: string; inductionId: number; title: string }) {
  const [, navigate] = useLocation();
  const bind = useBindWithCode();
  const form = useForm({ resolver: zodResolver(CodeFormSchema), defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const progress = await bind.mutateAsync({ email, inductionId, code });
      await navigate(`/inductee/progress/${progress.id}`);
    } catch (error) {
      form.setError('code', { message: serverText(error, 'The code could not be checked. Please try again.') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={`Code for ${title}`}>
      <FormField
        id={`binding-code-${inductionId}`}
        label="Code from the email"
        error={form.formState.errors.code?.message}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={12}
          {...form.register('code')}
        />
      </FormField>
      <Button type="submit" variant="accent" className="w-full" disabled={bind.isPending}>
        <BusyIcon isBusy={bind.isPending} icon={KeyRoundIcon} />
        Continue
      </Button>
    </form>
  );
}
