import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

type FormDialogProps = {
  title: string;
  description: string;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The submit button's text while the request runs (it is disabled then). */
  busyLabel: string;
  isBusy: boolean;
  /** The submit button in red, for a form that withdraws something (a certificate). */
  isDestructive?: boolean;
  /** The form's fields. */
  children: ReactNode;
  /** Shown instead of the form once it has done its work (e.g. a secret shown once), when given. */
  outcome?: ReactNode;
};

/** A dialog holding one form, with Cancel and a submit button. */
export function FormDialog(props: FormDialogProps) {
  return (
    <Dialog open={props.isOpen} onOpenChange={props.onOpenChange}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent>
        {props.outcome ?? (
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
                <Button type="submit" variant={props.isDestructive ? 'destructive' : 'primary'} disabled={props.isBusy}>
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
