import { useCheckLicencePhotos } from '../api/check-licence-photos';
import { StoredFilesCheckControl, type StoredFilesCheckWords } from './stored-files-check-result';

const sideNames: Record<string, string> = { front: 'Front', back: 'Back' };

const words: StoredFilesCheckWords = {
  button: 'Check photos',
  matchSummary: (checked) => {
    if (checked === 0) return 'Nothing to compare';
    return checked === 1 ? 'The photo matches the one sent' : 'Both photos match the ones sent';
  },
  uncheckedNote: (unchecked, total) => {
    const which =
      unchecked.length < total
        ? `The ${unchecked[0]!.document} was`
        : total === 1
          ? 'This photo was'
          : 'These photos were';
    return `${which} sent before photo hashes were kept and cannot be checked.`;
  },
  notMatchingTitle: 'The stored photos are not the ones sent',
  problems: { differs: 'the stored photo is not the one sent', missing: 'the stored photo is gone' },
  labelOf: (file) => sideNames[file.document] ?? file.document,
};

/**
 * Check photos, in a licence's review (decision 31's addendum): reads back the licence's photos and
 * compares each with the hash kept when the worker sent it, so a photo replaced in the store since,
 * and so since any verdict on it, is found. As a completion's Check files is, for a licence sent later.
 */
export function LicencePhotosCheck({ licenceId, timeZone }: { licenceId: number; timeZone: string }) {
  const check = useCheckLicencePhotos();
  return <StoredFilesCheckControl check={check} subjectId={licenceId} timeZone={timeZone} words={words} />;
}
