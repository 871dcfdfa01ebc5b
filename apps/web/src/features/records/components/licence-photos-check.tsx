import { CheckCircle2Icon, FileSearchIcon, XCircleIcon } from 'lucide-react';
import { formatDateTime, isStoredFileMismatch, type StoredFileMismatch, type StoredFilesCheck } from '@crane/contract';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { useCheckLicencePhotos } from '../api/check-licence-photos';

const sideNames: Record<string, string> = { front: 'Front', back: 'Back' };

const problems: Record<StoredFileMismatch, string> = {
  differs: 'the stored photo is not the one sent',
  missing: 'the stored photo is gone',
};

/**
 * Check photos, in a licence's review (decision 31's addendum): reads back the licence's photos and
 * compares each with the hash kept when the worker sent it, so a photo replaced in the store since,
 * and so since any verdict on it, is found. As a completion's Check files is, for a licence sent later.
 */
export function LicencePhotosCheck({ licenceId, timeZone }: { licenceId: number; timeZone: string }) {
  const check = useCheckLicencePhotos();
  return (
    <>
      <Button
        size="small"
        variant="ghost"
        onClick={() => check.mutate(licenceId)}
        disabled={check.isPending}
        title="Compare the stored photos with the ones the worker sent"
      >
        <BusyIcon isBusy={check.isPending} icon={FileSearchIcon} />
        {check.isPending ? 'Checking...' : 'Check photos'}
      </Button>
      <div aria-live="polite" className="basis-full empty:hidden">
        {check.data ? <CheckResult report={check.data} timeZone={timeZone} /> : null}
        {check.isError ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-2 text-red-950">
            The check could not be run: {check.error.message}
          </p>
        ) : null}
      </div>
    </>
  );
}

function CheckResult({ report, timeZone }: { report: StoredFilesCheck; timeZone: string }) {
  const checkedAt = formatDateTime(report.checkedAt, timeZone);
  const unhashed = report.files.filter((file) => file.status === 'not-sealed');
  const unhashedNote =
    unhashed.length === 0
      ? ''
      : ` ${unhashed.length === report.files.length ? 'These photos were' : `The ${unhashed[0]!.document} was`} sent before photo hashes were kept and cannot be checked.`;
  if (report.ok) {
    const checked = report.files.length - unhashed.length;
    const summary =
      checked === 0
        ? 'Nothing to compare'
        : checked === 1
          ? 'The photo matches the one sent'
          : 'Both photos match the ones sent';
    return (
      <p className="flex gap-2 rounded-lg border border-green-300 bg-green-50 p-2 text-green-950">
        <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {summary} (checked on {checkedAt}).{unhashedNote}
        </span>
      </p>
    );
  }
  return (
    <div role="alert" className="space-y-1 rounded-lg border border-red-300 bg-red-50 p-2 text-red-950">
      <p className="flex items-center gap-2 font-semibold text-red-900">
        <XCircleIcon className="size-4 shrink-0" aria-hidden="true" />
        The stored photos are not the ones sent
      </p>
      <ul className="list-disc ps-5">
        {report.files.map((file) =>
          isStoredFileMismatch(file.status) ? (
            <li key={file.document}>
              {sideNames[file.document] ?? file.document}: {problems[file.status]}
            </li>
          ) : null,
        )}
      </ul>
      <p>
        Checked on {checkedAt}.{unhashedNote} Keep the store as it is and compare it with a backup before relying on
        this licence.
      </p>
    </div>
  );
}
