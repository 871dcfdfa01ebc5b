import type { UseMutationResult } from '@tanstack/react-query';
import { CheckCircle2Icon, FileSearchIcon, XCircleIcon } from 'lucide-react';
import { formatDateTime, isStoredFileMismatch, type StoredFileMismatch, type StoredFilesCheck } from '@crane/contract';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';

export type CheckedFile = StoredFilesCheck['files'][number];

/** How a screen words a check of stored files against their kept hashes: a completion's, or a licence's. */
export type StoredFilesCheckWords = {
  button: string;
  /** What a check that found nothing wrong says, of `checked` files with a kept hash among `total`. */
  matchSummary: (checked: number, total: number) => string;
  /** The sentence on files with no hash kept (not read, not a failure); absent when there are none. */
  uncheckedNote: (unchecked: CheckedFile[], total: number) => string;
  notMatchingTitle: string;
  problems: Record<StoredFileMismatch, string>;
  /** A checked file as the screen names it. */
  labelOf: (file: CheckedFile) => string;
};

/**
 * The button that runs a check of stored files (a GET run as a mutation: it reads every file, so only
 * when asked) and its result, read out when it comes: all that match, or each file that does not.
 * Completions (decision 28) and licences (decision 31's addendum) word it their way.
 */
export function StoredFilesCheckControl(props: {
  check: UseMutationResult<StoredFilesCheck, Error, number>;
  subjectId: number;
  timeZone: string;
  words: StoredFilesCheckWords;
}) {
  const { check, words } = props;
  return (
    <>
      <Button variant="outline" size="small" onClick={() => check.mutate(props.subjectId)} disabled={check.isPending}>
        <BusyIcon isBusy={check.isPending} icon={FileSearchIcon} />
        {check.isPending ? 'Checking...' : words.button}
      </Button>
      <div aria-live="polite" className="basis-full empty:hidden">
        {check.data ? <CheckResult report={check.data} timeZone={props.timeZone} words={words} /> : null}
        {check.isError ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-950">
            The check could not be run: {check.error.message}
          </p>
        ) : null}
      </div>
    </>
  );
}

function CheckResult({
  report,
  timeZone,
  words,
}: {
  report: StoredFilesCheck;
  timeZone: string;
  words: StoredFilesCheckWords;
}) {
  const checkedAt = formatDateTime(report.checkedAt, timeZone);
  const unchecked = report.files.filter((file) => file.status === 'not-sealed');
  const uncheckedNote = unchecked.length > 0 ? ` ${words.uncheckedNote(unchecked, report.files.length)}` : '';
  if (report.ok) {
    return (
      <p className="flex gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-green-950">
        <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {words.matchSummary(report.files.length - unchecked.length, report.files.length)} (checked on {checkedAt}).
          {uncheckedNote}
        </span>
      </p>
    );
  }
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3 text-red-950">
      <p className="flex items-center gap-2 font-semibold text-red-900">
        <XCircleIcon className="size-4 shrink-0" aria-hidden="true" />
        {words.notMatchingTitle}
      </p>
      <ul className="list-disc ps-5">
        {report.files.map((file) =>
          isStoredFileMismatch(file.status) ? (
            <li key={`${file.document}-${file.pageId}`}>
              {words.labelOf(file)}: {words.problems[file.status]}
            </li>
          ) : null,
        )}
      </ul>
      <p>
        Checked on {checkedAt}.{uncheckedNote} Keep the store as it is and compare it with a backup to find what was
        changed.
      </p>
    </div>
  );
}
