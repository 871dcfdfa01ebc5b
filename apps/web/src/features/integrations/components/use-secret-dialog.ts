import { useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';
import { toast } from '@/lib/toast';

/**
 * The state of a dialog that makes something with a secret (a token, a webhook): open or not, and what
 * was made. Closing it by any means empties the form and forgets the secret; a failure is told and the
 * form stays as typed.
 */
export function useSecretDialog<Values extends FieldValues, Created>(options: {
  reset: UseFormReset<Values>;
  emptyValues: Values;
  create: (values: Values) => Promise<Created>;
  failure: { title: string; fallback: string };
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) {
      options.reset(options.emptyValues);
      setCreated(null);
    }
  };
  const create = async (values: Values) => {
    try {
      setCreated(await options.create(values));
    } catch (error) {
      toast.error(options.failure.title, {
        description: error instanceof Error ? error.message : options.failure.fallback,
      });
    }
  };
  return { isOpen, onOpenChange, created, create, close: () => onOpenChange(false) };
}
