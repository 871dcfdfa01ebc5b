import { downloadFileNameMaxLength } from '@crane/contract';

/**
 * A file name as sent by a browser, made safe to store and show: no folders, no control characters,
 * at most 255 characters; `fallback` when nothing is left.
 */
export function cleanFileName(raw: string | undefined, fallback: string): string {
  const name = (raw ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return name || fallback;
}

/**
 * Whether a name may be suggested for a download (a signed link's file name): 1 to 200 characters
 * (the contract's downloadFileName fits them), none of them a control character or a path separator.
 */
export function isValidDownloadName(fileName: string): boolean {
  if (fileName.length === 0 || fileName.length > downloadFileNameMaxLength || /[/\\]/.test(fileName)) return false;
  return [...fileName].every((character) => {
    const code = character.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
}
