import { useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';
import { toast } from '@/lib/toast';

/** The toasts of a dialog's request (spec §8 style: a title and a description). */
export type DialogFormToasts = {
  success: { title: string; description: string };
  /** `fallback` is said when the failure carries no message of its own. */
  failure: { title: string; fallback: string };
};

/**
 * Open state for a dialog holding a form: closing it, by any means, empties the form. `send` runs the
 * form's request: on success its toast and the dialog closes; on failure the error's message is told
 * and the dialog stays open with what was typed, to send again.
 */
export function useDialogForm<Values extends FieldValues>(reset: UseFormReset<Values>, emptyValues: Values) {
  const [isOpen, setIsOpen] = useState(false);
  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) reset(emptyValues);
  };
  const send = async (request: () => Promise<unknown>, toasts: DialogFormToasts) => {
    try {
      await request();
      toast.success(toasts.success.title, { description: toasts.success.description });
      onOpenChange(false);
    } catch (error) {
      toast.error(toasts.failure.title, {
        description: error instanceof Error ? error.message : toasts.failure.fallback,
      });
    }
  };
  return { isOpen, onOpenChange, send };
}
