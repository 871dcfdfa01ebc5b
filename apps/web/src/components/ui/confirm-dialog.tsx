import { Trans } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useReturnFocus } from './use-return-focus';

type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  isBusy?: boolean;
  isDestructive?: boolean;
  /** Anything to ask besides yes or no (an optional reason), between the question and the buttons. */
  children?: ReactNode;
};

/** Asks before an action; Cancel (focused first) or Escape aborts it, and focus goes back to the opener. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const returnFocus = useReturnFocus({});
  return (
    <AlertDialog.Root open={props.isOpen} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-navy-950/60" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl sm:p-6"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{props.description}</AlertDialog.Description>
          {props.children ? <div className="mt-4">{props.children}</div> : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">
                <Trans>Cancel</Trans>
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={props.isDestructive ? 'destructive' : 'primary'}
              disabled={props.isBusy}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
