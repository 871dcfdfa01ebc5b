import { CheckCircle2Icon, FileSearchIcon, XCircleIcon } from 'lucide-react';
import {
  formatDateTime,
  isStoredFileMismatch,
  type CompletionRecord,
  type StoredFileMismatch,
  type StoredFilesCheck,
} from '@crane/contract';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { useCheckStoredFiles } from '../api/check-stored-files';

type CheckedFile = StoredFilesCheck['files'][number];

const fieldLabels: Record<string, string> = {
  identification: 'Identification document',
  driversLicenseFront: "Driver's licence, front",
  driversLicenseBack: "Driver's licence, back",
  hrwlFront: 'High risk work licence, front',
  hrwlBack: 'High risk work licence, back',
};

/** A checked file as the dialog names it: the signed page's title, or the certification's field. */
function fileLabel(file: CheckedFile, record: CompletionRecord): string {
  if (file.document === 'signature') {
    const page = record.signatures.find((signature) => signature.pageId === file.pageId);
    return `Signature on ${page?.pageTitle || `page ${file.pageId}`}`;
  }
  const other = /^otherLicense_(\d+)_(front|back)$/.exec(file.document);
  if (other) return `Other licence ${Number(other[1]) + 1}, ${other[2]}`;
  return fieldLabels[file.document] ?? file.document;
}

const problems: Record<StoredFileMismatch, string> = {
  differs: 'the stored file is not the one sealed',
  missing: 'the stored file is gone',
};

const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** What a check that found nothing wrong says of `checked` files with a sealed hash, of `total`. */
function matchSummary(total: number, checked: number): string {
  if (total === 0) return 'This completion has no signature or file to check';
  if (checked === 0) return 'No file of this completion has a sealed hash';
  return checked === 1 ? 'The file matches the sealed record' : `All ${files(checked)} match the sealed record`;
}

/**
 * The completion's sealed evidence, in the details dialog (decision 28): reads back its signature and
 * uploaded files and compares each with the hash sealed at completion, so a file replaced in the store
 * is found. The chain check of Settings checks the records themselves.
 */
export function StoredFilesCheckSection({ record, timeZone }: { record: CompletionRecord; timeZone: string }) {
  const check = useCheckStoredFiles();
  return (
    <div className="space-y-2">
      <p className="text-slate-600">
        The signature and files were hashed when this completion was sealed. The check reads the stored files again and
        compares each with its sealed hash.
      </p>
      <Button variant="outline" size="small" onClick={() => check.mutate(record.id)} disabled={check.isPending}>
        <BusyIcon isBusy={check.isPending} icon={FileSearchIcon} />
        {check.isPending ? 'Checking...' : 'Check files'}
      </Button>
      <div aria-live="polite">
        {check.data ? <CheckResult report={check.data} record={record} timeZone={timeZone} /> : null}
        {check.isError ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-950">
            The check could not be run: {check.error.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function CheckResult(props: { report: StoredFilesCheck; record: CompletionRecord; timeZone: string }) {
  const { report, record } = props;
  const checkedAt = formatDateTime(report.checkedAt, props.timeZone);
  const notSealed = report.files.filter((file) => file.status === 'not-sealed');
  const checked = report.files.length - notSealed.length;
  const unsealedNote =
    notSealed.length > 0
      ? ` ${files(notSealed.length)} stored before records were sealed cannot be checked: their record holds no hash.`
      : '';
  if (report.ok) {
    return (
      <p className="flex gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-green-950">
        <CheckCircle2Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {matchSummary(report.files.length, checked)} (checked on {checkedAt}).{unsealedNote}
        </span>
      </p>
    );
  }
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3 text-red-950">
      <p className="flex items-center gap-2 font-semibold text-red-900">
        <XCircleIcon className="size-4 shrink-0" aria-hidden="true" />
        Stored files do not match the sealed record
      </p>
      <ul className="list-disc ps-5">
        {report.files.map((file) =>
          isStoredFileMismatch(file.status) ? (
            <li key={`${file.document}-${file.pageId}`}>
              {fileLabel(file, record)}: {problems[file.status]}
            </li>
          ) : null,
        )}
      </ul>
      <p>
        Checked on {checkedAt}.{unsealedNote} Keep the store as it is and compare it with a backup to find what was
        changed.
      </p>
    </div>
  );
}
