import type { CompletionRecord } from '@crane/contract';
import { useCheckStoredFiles } from '../api/check-stored-files';
import { StoredFilesCheckControl, type CheckedFile, type StoredFilesCheckWords } from './stored-files-check-result';

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

const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

const words = (record: CompletionRecord): StoredFilesCheckWords => ({
  button: 'Check files',
  matchSummary: (checked, total) => {
    if (total === 0) return 'This completion has no signature or file to check';
    if (checked === 0) return 'No file of this completion has a sealed hash';
    return checked === 1 ? 'The file matches the sealed record' : `All ${files(checked)} match the sealed record`;
  },
  uncheckedNote: (unchecked) =>
    `${files(unchecked.length)} stored before records were sealed cannot be checked: their record holds no hash.`,
  notMatchingTitle: 'Stored files do not match the sealed record',
  problems: { differs: 'the stored file is not the one sealed', missing: 'the stored file is gone' },
  labelOf: (file) => fileLabel(file, record),
});

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
      <StoredFilesCheckControl check={check} subjectId={record.id} timeZone={timeZone} words={words(record)} />
    </div>
  );
}
