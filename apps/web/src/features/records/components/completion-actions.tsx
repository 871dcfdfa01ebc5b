import { EyeIcon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { resetReasonMaxLength, type CompletionRecord } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useResetProgress } from '../api/reset-progress';
import { AttemptHistoryDialog } from './attempt-history-dialog';
import { DownloadMenu } from './download-menu';

/**
 * The row actions of spec §2: View, the Download menu and Reset (after the confirmation of §5), and
 * History, every attempt of that person at that induction (issue 14). A reset completion cannot be
 * reset again.
 */
export function CompletionActions(props: { record: CompletionRecord; onView: () => void; className?: string }) {
  const { record } = props;
  const fullName = `${record.inductee.firstName} ${record.inductee.lastName}`;
  return (
    <div className={cn('flex flex-wrap gap-1', props.className)}>
      <Button variant="ghost" size="small" onClick={props.onView} aria-label={`View ${fullName}`}>
        <EyeIcon aria-hidden="true" />
        View
      </Button>
      <DownloadMenu record={record} />
      <AttemptHistoryDialog record={record} />
      {record.resetAt === null ? <ResetButton record={record} /> : null}
    </div>
  );
}

/**
 * Reset with the spec §5 confirmation and an optional reason; the list refreshes afterwards. The
 * completion itself is kept, marked reset (issue 14), which the dialog says under the spec's text.
 */
export function ResetButton({ record, label = 'Reset' }: { record: CompletionRecord; label?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reset = useResetProgress();
  const fullName = `${record.inductee.firstName} ${record.inductee.lastName}`;
  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) setReason('');
  };
  const onConfirm = () =>
    reset.mutate(
      { progressId: record.progressId, reason: reason.trim() },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success('Induction Reset', {
            description: `The induction has been reset for ${fullName}. They can now retake it.`,
          });
        },
        onError: () =>
          toast.error('Reset Failed', { description: 'There was an error resetting the induction progress.' }),
      },
    );
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        className="text-red-800"
        onClick={() => setIsOpen(true)}
        aria-label={`${label} ${fullName}`}
      >
        <RotateCcwIcon aria-hidden="true" />
        {label}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        title="Reset induction"
        description={`Are you sure you want to reset the induction progress for ${fullName}? This will allow them to retake the induction, but they will lose all current progress.`}
        confirmLabel="Reset"
        isDestructive
        isBusy={reset.isPending}
        onConfirm={onConfirm}
      >
        <p className="mb-3 text-sm text-slate-700">This completion and its documents stay on record, marked reset.</p>
        <FormField id={`reset-reason-${record.id}`} label="Reason (optional)">
          <Textarea
            value={reason}
            maxLength={resetReasonMaxLength}
            placeholder="e.g. Signed in for someone else"
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
    </>
  );
}
