import { describe, expect, it } from 'vitest';
import { inlineContentDisposition, isValidDownloadName } from './content-disposition.ts';

describe('inlineContentDisposition', () => {
  it('gives a plain ASCII name as it is', () => {
    expect(inlineContentDisposition('Report 2026-11.pdf')).toBe(
      `inline; filename="Report 2026-11.pdf"; filename*=UTF-8''Report%202026-11.pdf`,
    );
  });

  it('encodes other scripts as UTF-8 (RFC 5987) and keeps an ASCII stand-in', () => {
    expect(inlineContentDisposition('Zoë – 起重机.pdf')).toBe(
      `inline; filename="Zo_ _ ___.pdf"; filename*=UTF-8''Zo%C3%AB%20%E2%80%93%20%E8%B5%B7%E9%87%8D%E6%9C%BA.pdf`,
    );
  });

  it('never lets quotes, backslashes or percent signs out of their places', () => {
    const header = inlineContentDisposition(`a"b\\c%d'e(f)*.pdf`);
    expect(header).toBe(`inline; filename="a_b_c_d'e(f)*.pdf"; filename*=UTF-8''a%22b%5Cc%25d%27e%28f%29%2A.pdf`);
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
