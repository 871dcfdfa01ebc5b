import { EyeIcon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CompletionRecord } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/utils';
import { useResetProgress } from '../api/reset-progress';
import { DownloadMenu } from './download-menu';

/** The row actions of spec §2: View, the Download menu and Reset (after the confirmation of §5). */
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
      <ResetButton record={record} />
    </div>
  );
}

/** Reset with the spec §5 confirmation; the list refreshes afterwards. */
export function ResetButton({ record, label = 'Reset' }: { record: CompletionRecord; label?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const reset = useResetProgress();
  const fullName = `${record.inductee.firstName} ${record.inductee.lastName}`;
  const onConfirm = () =>
    reset.mutate(record.progressId, {
      onSuccess: () => {
        setIsOpen(false);
        toast.success('Induction Reset', {
          description: `The induction has been reset for ${fullName}. They can now retake it.`,
        });
      },
      onError: () =>
        toast.error('Reset Failed', { description: 'There was an error resetting the induction progress.' }),
    });
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
        onOpenChange={setIsOpen}
        title="Reset induction"
        description={`Are you sure you want to reset the induction progress for ${fullName}? This will allow them to retake the induction, but they will lose all current progress.`}
        confirmLabel="Reset"
        isDestructive
        isBusy={reset.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
