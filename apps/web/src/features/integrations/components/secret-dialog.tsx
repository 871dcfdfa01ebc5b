import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
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

type SecretDialogProps = {
  trigger: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  /** The form's fields. */
  children: ReactNode;
  /** Once made: the secret, shown once (SecretShownOnce). */
  secretStep: ReactNode | null;
};

/** A dialog with a form, whose second step shows the secret of what the form made. */
export function SecretDialog(props: SecretDialogProps) {
  return (
    <Dialog open={props.isOpen} onOpenChange={props.onOpenChange}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent>
        {props.secretStep ?? (
          <>
            <DialogHeader>
              <DialogTitle>{props.title}</DialogTitle>
              <DialogDescription>{props.description}</DialogDescription>
            </DialogHeader>
            <form onSubmit={props.onSubmit} noValidate className="space-y-4">
              {props.children}
              <DialogFooter>
                <Button variant="outline" onClick={() => props.onOpenChange(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={props.isBusy}>
                  {props.isBusy ? props.busyLabel : props.submitLabel}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
