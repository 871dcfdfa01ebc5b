import type { ByteRange } from '../../storage/file-storage.ts';

/**
 * The byte range to send for a `Range` header and a file size (RFC 9110 §14): undefined to send the
 * whole file, 'unsatisfiable' for a 416. One range only: a header with several, another unit or a
 * malformed one is ignored and the whole file sent, as the RFC allows. Written here rather than with
 * range-parser, which answers "unsatisfiable" where the RFC says otherwise (decision 20).
 */
export function readByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  // No part of an empty file can be sent as a 206; a suffix range is satisfiable there (§14.1.1).
  if (!match || size === 0) return undefined;
  const [, firstText = '', lastText = ''] = match;
  if (firstText === '' && lastText === '') return undefined;
  if (firstText === '') {
    // A suffix: the last N bytes, the whole file when it is shorter; a zero suffix is unsatisfiable.
    const suffix = Number(lastText);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const first = Number(firstText);
  // A last position before the first makes the range invalid, and an invalid header is ignored (§14.1.1, §14.2).
  if (lastText !== '' && Number(lastText) < first) return undefined;
  if (first >= size) return 'unsatisfiable';
  return { start: first, end: lastText === '' ? size - 1 : Math.min(Number(lastText), size - 1) };
}
