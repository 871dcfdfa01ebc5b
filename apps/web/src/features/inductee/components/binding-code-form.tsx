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

/**
 * The code field of an induction in progress (or completed) on another device: the right code binds
 * this browser to that progress and opens it where it was left (decision 16).
 */
export function BindingCodeForm({ email, inductionId, title }: { email: string; inductionId: number; title: string }) {
  const [, navigate] = useLocation();
  const bind = useBindWithCode();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const fieldId = `binding-code-${inductionId}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasSubmitted(true);
    const found = bindingCodeProblem(typed);
    setProblem(found);
    if (found) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    try {
      const progress = await bind.mutateAsync({ email, inductionId, code: normaliseBindingCode(typed) });
      navigate(`/inductee/progress/${progress.id}`);
    } catch (error) {
      setProblem(serverText(error, 'The code could not be checked. Please try again.'));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3" aria-label={`Code for ${title}`}>
      <FormField id={fieldId} label="Code from the email" error={problem}>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={12}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (hasSubmitted) setProblem(bindingCodeProblem(event.target.value));
          }}
        />
      </FormField>
      <Button type="submit" variant="accent" className="w-full" disabled={bind.isPending}>
        <BusyIcon isBusy={bind.isPending} icon={KeyRoundIcon} />
        Continue
      </Button>
    </form>
  );
}
