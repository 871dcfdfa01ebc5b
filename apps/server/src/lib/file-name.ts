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
