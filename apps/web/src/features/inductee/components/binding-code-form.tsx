import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRoundIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { bindingCodeProblem, normaliseBindingCode } from '@crane/contract';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useBindWithCode } from '../api/bind-with-code';
import { serverText } from '../lib/server-text';

/** The contract's `invalidBindingCode`, in the worker's language. */
const invalidCode = msg`Enter the 6-digit code from the email`;

/**
 * The code field of an induction in progress (or completed) on another device: the right code binds
 * this browser to that progress and opens it where it was left (decision 16).
 */
export function BindingCodeForm({ email, inductionId, title }: { email: string; inductionId: number; title: string }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const bind = useBindWithCode();
  const [typed, setTyped] = useState('');
  // The server's words, or the app's own as a descriptor, rendered in the language of the moment.
  const [problem, setProblem] = useState<string | MessageDescriptor>();
  const problemOf = (code: string) => (bindingCodeProblem(code) === undefined ? undefined : invalidCode);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const fieldId = `binding-code-${inductionId}`;
  const inductionTitle = title;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasSubmitted(true);
    const found = problemOf(typed);
    setProblem(found);
    if (found) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    try {
      const progress = await bind.mutateAsync({ email, inductionId, code: normaliseBindingCode(typed) });
      navigate(`/inductee/progress/${progress.id}`);
    } catch (error) {
      setProblem(serverText(error, msg`The code could not be checked. Please try again.`));
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-3"
      aria-label={t`Code for ${inductionTitle}`}
    >
      <FormField
        id={fieldId}
        label={t`Code from the email`}
        error={typeof problem === 'object' ? i18n._(problem) : problem}
      >
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={12}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (hasSubmitted) setProblem(problemOf(event.target.value));
          }}
        />
      </FormField>
      <Button type="submit" variant="accent" className="w-full" disabled={bind.isPending}>
        <BusyIcon isBusy={bind.isPending} icon={KeyRoundIcon} />
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
