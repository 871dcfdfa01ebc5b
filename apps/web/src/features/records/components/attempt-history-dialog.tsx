import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { formatShortDate, type CompletionAttempts, type CompletionRecord } from '@crane/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadState } from '@/components/ui/load-state';
import { useCompletionAttempts } from '../api/get-completion-attempts';
import { DownloadMenu } from './download-menu';
import { ValidityBadge } from './validity-badge';

/**
 * History (issue 14): every attempt of this person at this induction, the latest first, each with its
 * date, its status (valid, expiring, expired, revoked, reset or superseded) and its documents. Read
 * only when opened.
 */
export function AttemptHistoryDialog({ record }: { record: CompletionRecord }) {
  const [isOpen, setIsOpen] = useState(false);
  const attempts = useCompletionAttempts(record.id, { queryConfig: { enabled: isOpen } });
  const fullName = `${record.inductee.firstName} ${record.inductee.lastName}`;
  return (
    <>
      <Button variant="ghost" size="small" onClick={() => setIsOpen(true)} aria-label={`History of ${fullName}`}>
        <HistoryIcon aria-hidden="true" />
        History
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>History of {fullName}</DialogTitle>
            <DialogDescription>Every attempt at {record.induction.title}, the latest first.</DialogDescription>
          </DialogHeader>
          <LoadState
            query={attempts}
            loading={{ label: 'Loading the attempts', rows: 2, rowClassName: 'h-16' }}
            failure={{ title: 'Failed to load the attempts', onRetry: () => void attempts.refetch() }}
          >
            {(loaded) => <AttemptList attempts={loaded} />}
          </LoadState>
        </DialogContent>
      </Dialog>
    </>
  );
}

function AttemptList({ attempts }: { attempts: CompletionAttempts }) {
  const latestFirst = [...attempts.items].reverse();
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Attempts">
      {latestFirst.map((attempt) => (
        <li key={attempt.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">Attempt {attempt.attempt}</span>
              <ValidityBadge record={attempt} />
            </p>
            <p className="text-slate-700">Completed {formatShortDate(attempt.completedAt, attempts.timeZone)}</p>
            {attempt.resetAt !== null ? (
              <p className="text-slate-600">
                Reset {formatShortDate(attempt.resetAt, attempts.timeZone)} by {attempt.resetBy}
                {attempt.resetReason ? `: ${attempt.resetReason}` : ''}
              </p>
            ) : attempt.revokedAt !== null ? (
              <p className="text-slate-600">
                Revoked {formatShortDate(attempt.revokedAt, attempts.timeZone)}: {attempt.revokedReason}
              </p>
            ) : null}
          </div>
          <DownloadMenu record={attempt} label={`Download documents of attempt ${attempt.attempt}`} />
        </li>
      ))}
    </ol>
  );
}
