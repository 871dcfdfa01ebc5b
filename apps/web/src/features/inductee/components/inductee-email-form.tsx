import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { emailProblem } from '@crane/contract';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { setInducteeEmail } from '../lib/inductee-email';

/** The contract's `invalidEmail`, in the worker's language. */
const invalidEmail = msg`Please enter a valid email address`;
const problemOf = (email: string) => (emailProblem(email) === undefined ? undefined : invalidEmail);

/**
 * The email is only stored for the session, not checked against the server (spec §5). A reminder's
 * link (`/inductee?email=…`, decision 31) fills it in. A native form with the contract's zod-free check
 * keeps the screen's download small (decision 33).
 */
export function InducteeEmailForm() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const [typed, setTyped] = useState(() => searchParams.get('email')?.slice(0, 320) ?? '');
  const [problem, setProblem] = useState<MessageDescriptor>();
  const [hasSubmitted, setHasSubmitted] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasSubmitted(true);
    const found = problemOf(typed);
    setProblem(found);
    if (found) {
      document.getElementById('inductee-email')?.focus();
      return;
    }
    try {
      setInducteeEmail(typed.trim());
      toast.success(t`Email verified`);
      // Spec §4: arriving from here, an induction in progress resumes by itself.
      navigate('/inductee/portal', { state: { resume: true } });
    } catch {
      toast.error(t`An error occurred`);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormField id="inductee-email" label={t`Email`} error={problem && i18n._(problem)}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t({ message: 'you@company.com', comment: 'An example of a work email address' })}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            // After a failed submit the message follows the corrections, as it did with the form library.
            if (hasSubmitted) setProblem(problemOf(event.target.value));
          }}
        />
      </FormField>
      <Button type="submit" variant="accent" className="w-full">
        <Trans>Continue to Inductions</Trans>
      </Button>
    </form>
  );
}
