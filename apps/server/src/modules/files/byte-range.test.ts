import { describe, expect, it } from 'vitest';
import { readByteRange } from './byte-range.ts';

describe('readByteRange', () => {
  it('reads one range, open-ended or a suffix, cut to the file', () => {
    expect(readByteRange('bytes=0-7', 100)).toEqual({ start: 0, end: 7 });
    expect(readByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(readByteRange('bytes=-6', 100)).toEqual({ start: 94, end: 99 });
    expect(readByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(readByteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  });

  it('sends the whole file without a usable header, for another unit, or for several ranges', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=abc',
      'bytes=1-x',
      'items=0-5',
      '0-5',
      'bytes=0-4,10-20',
      'bytes=0-4,3-7',
    ]) {
      expect(readByteRange(header, 100), String(header)).toBeUndefined();
    }
  });

  it('answers unsatisfiable for a range that starts past the end or a zero suffix', () => {
    expect(readByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(readByteRange('bytes=150-200', 100)).toBe('unsatisfiable');
    expect(readByteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });

  it('ignores an invalid range whose last byte comes before its first (RFC 9110 §14.1.1)', () => {
    expect(readByteRange('bytes=5-3', 100)).toBeUndefined();
    expect(readByteRange('bytes=150-3', 100)).toBeUndefined();
  });

  it('sends an empty file whole, whatever range is asked', () => {
    for (const header of ['bytes=-5', 'bytes=0-', 'bytes=0-0']) {
      expect(readByteRange(header, 0), header).toBeUndefined();
    }
  });
});
