import { describe, expect, it } from 'vitest';
import { downloadFileName, downloadFileNameMaxLength } from './file-names.ts';

describe('downloadFileName', () => {
  it('joins the parts with dashes and keeps letters of any script', () => {
    expect(downloadFileName(['certificate', 'Łukasz', 'Nowak'], 'pdf')).toBe('certificate-Łukasz-Nowak.pdf');
    expect(downloadFileName(['identification', '王', '小明'], 'jpg')).toBe('identification-王-小明.jpg');
  });

  it('turns control characters, separators, reserved characters and spaces into dashes', () => {
    expect(downloadFileName(['report', 'Ja\u0000ne\u0007', 'Mc Rig/ger\\:*?"<>|'], 'pdf')).toBe(
      'report-Ja-ne-Mc-Rig-ger.pdf',
    );
    expect(downloadFileName(['summary', '\u0085\u009f', 'Smith'], 'pdf')).toBe('summary-Smith.pdf');
  });

  it('keeps 60 characters of each part and fits the whole name in 200 characters', () => {
    const long = 'A'.repeat(95);
    const name = downloadFileName(['certificate', long, long], 'pdf');
    expect(name).toBe(`certificate-${'A'.repeat(60)}-${'A'.repeat(60)}.pdf`);
    const many = downloadFileName(
      Array.from({ length: 10 }, () => long),
      'pdf',
    );
    expect(many.length).toBe(downloadFileNameMaxLength);
    expect(many.endsWith('.pdf')).toBe(true);
  });

  it('never answers an empty name, whatever the parts', () => {
    expect(downloadFileName(['', '\u0001\u0002', '   '], 'pdf')).toBe('file.pdf');
    expect(downloadFileName(['photo'], '')).toBe('photo.bin');
  });
});
