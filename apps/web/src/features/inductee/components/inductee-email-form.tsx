import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'wouter';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { EmailSchema } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { setInducteeEmail } from '../lib/inductee-email';

const InducteeEmailFormSchema = z.object({ email: EmailSchema });

/**
 * The email is only stored for the session, not checked against the server (spec §5). A reminder's
 * link (`/inductee?email=…`, decision 31) fills it in.
 */
export function InducteeEmailForm() {
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const form = useForm({
    resolver: zodResolver(InducteeEmailFormSchema),
    defaultValues: { email: searchParams.get('email')?.slice(0, 320) ?? '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      setInducteeEmail(email);
      toast.success('Email verified');
      // Spec §4: arriving from here, an induction in progress resumes by itself.
      await navigate('/inductee/portal', { state: { resume: true } });
    } catch {
      toast.error('An error occurred');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="inductee-email" label="Email" error={form.formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          {...form.register('email')}
        />
      </FormField>
      <Button type="submit" variant="accent" className="w-full">
        Continue to Inductions
      </Button>
    </form>
  );
}
