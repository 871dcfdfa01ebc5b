/** The longest name a download may suggest (the storage drivers' signed links accept up to 200). */
export const downloadFileNameMaxLength = 200;

/** How much of each part (a first or last name) a file name keeps. */
const partMaxLength = 60;

// Control characters, path separators, characters that Windows refuses in names, and white space.
// eslint-disable-next-line no-control-regex
const unsafeRun = /[\u0000-\u001f\u007f-\u009f\\/:*?"<>|\s]+/gu;

/**
 * A safe name for a downloaded file from any parts, e.g. `['certificate', firstName, lastName]` and
 * `pdf` → `certificate-Jane-Rigger.pdf`: characters that file systems or headers refuse become `-`,
 * each part keeps at most 60 characters, empty parts are dropped, and the whole name fits 200.
 * The one rule for the names the server and the web give to documents and images.
 */
export function downloadFileName(parts: string[], extension: string): string {
  const cleanExtension = extension.replace(/[^A-Za-z0-9]/g, '').slice(0, 10) || 'bin';
  const cleanParts = parts
    .map((part) => [...part.replace(unsafeRun, '-').replace(/^-+|-+$/g, '')].slice(0, partMaxLength).join(''))
    .filter((part) => part.length > 0);
  const base = [...(cleanParts.join('-') || 'file')]
    .slice(0, downloadFileNameMaxLength - cleanExtension.length - 1)
    .join('');
  return `${base}.${cleanExtension}`;
}
