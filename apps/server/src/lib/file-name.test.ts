import { describe, expect, it } from 'vitest';
import { cleanFileName, isValidDownloadName } from './file-name.ts';

describe('cleanFileName', () => {
  it('keeps the last part of a path, without control characters, within 255 characters', () => {
    expect(cleanFileName('C:\\Users\\jane\\Site plan.pdf', 'Document.pdf')).toBe('Site plan.pdf');
    expect(cleanFileName('../../etc/passwd', 'Document.pdf')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf', 'Document.pdf')).toBe('abc.pdf');
    expect(cleanFileName('x'.repeat(300), 'Document.pdf')).toHaveLength(255);
  });

  it('falls back when nothing is left', () => {
    expect(cleanFileName(undefined, 'Document.pdf')).toBe('Document.pdf');
    expect(cleanFileName(' / ', 'Document.pdf')).toBe('Document.pdf');
  });
});

describe('isValidDownloadName', () => {
  it('accepts ordinary names and refuses empty, long, control characters and paths', () => {
    expect(isValidDownloadName('Induction – Łukasz.pdf')).toBe(true);
    for (const name of ['', 'x'.repeat(201), 'a\nb.pdf', 'a\u0000.pdf', 'dir/file.pdf', 'dir\\file.pdf']) {
      expect(isValidDownloadName(name), JSON.stringify(name)).toBe(false);
    }
  });
});
