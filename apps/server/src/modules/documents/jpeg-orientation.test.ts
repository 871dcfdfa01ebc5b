import { describe, expect, it } from 'vitest';
import { identificationJpeg, jpegWithOrientation } from './document-fixtures.ts';
import { jpegOrientation } from './jpeg-orientation.ts';

describe('the orientation of a JPEG', () => {
  it('is read from its EXIF segment', () => {
    for (const orientation of [1, 3, 6, 8] as const) {
      expect(jpegOrientation(jpegWithOrientation(orientation))).toBe(orientation);
    }
  });

  it('is 1, as stored, without EXIF, with a value out of range, or for bytes that are not a JPEG', () => {
    expect(jpegOrientation(identificationJpeg)).toBe(1);
    expect(jpegOrientation(jpegWithOrientation(9))).toBe(1);
    expect(jpegOrientation(new TextEncoder().encode('not a JPEG at all'))).toBe(1);
    expect(jpegOrientation(jpegWithOrientation(6).subarray(0, 20))).toBe(1);
  });
});
